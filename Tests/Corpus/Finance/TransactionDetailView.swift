import Trellis

struct TransactionDetailView: View {
    let transaction: Transaction
    @Environment(\.dismiss) private var dismiss
    @State private var note: String = ""
    @State private var showDisputeAlert = false
    @State private var isRecurring = false

    var body: some View {
        Form {
            Section {
                VStack(spacing: 8) {
                    Image(systemName: transaction.category.icon)
                        .font(.largeTitle)
                        .foregroundStyle(.tint)
                        .padding()
                        .background(.thinMaterial, in: Circle())
                    Text(transaction.merchant)
                        .font(.title2.bold())
                    Text(transaction.amount.formatted(.currency(code: "USD")))
                        .font(.system(.largeTitle, design: .rounded).weight(.heavy))
                        .foregroundStyle(transaction.isIncome ? Color.green : Color.primary)
                    if transaction.isPending {
                        Text("PENDING")
                            .font(.caption2.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 3)
                            .background(Capsule().fill(Color.yellow.opacity(0.3)))
                    }
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }

            Section("Details") {
                LabeledContent("Date", value: transaction.date.formatted(date: .abbreviated, time: .shortened))
                LabeledContent("Category") {
                    Label(transaction.category.rawValue.capitalized, systemImage: transaction.category.icon)
                }
                LabeledContent("Status", value: transaction.isPending ? "Pending" : "Posted")
                Toggle("Recurring", isOn: $isRecurring)
            }

            Section("Note") {
                TextField("Add a note", text: $note, axis: .vertical)
                    .lineLimit(3...6)
            }

            Section {
                Button("Report a Problem", role: .destructive) {
                    showDisputeAlert = true
                }
            }
        }
        .navigationTitle("Transaction")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
            ToolbarItem(placement: .primaryAction) {
                ShareLink(item: "\(transaction.merchant): \(transaction.amount)") {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
        .alert("Dispute Transaction", isPresented: $showDisputeAlert) {
            Button("Dispute", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("We'll contact \(transaction.merchant) on your behalf.")
        }
        .onAppear {
            note = transaction.note ?? ""
        }
    }
}

struct TransactionDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            TransactionDetailView(transaction: Transaction.samples[4])
        }
    }
}
