import Trellis

struct InvoiceDetailView: View {
    let invoice: Invoice
    @State private var showSendAlert = false

    private var dueFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .top) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("INVOICE")
                            .font(.caption.bold())
                            .foregroundColor(.secondary)
                            .tracking(2)
                        Text(invoice.number)
                            .font(.title.bold())
                    }
                    Spacer()
                    StatusPill(status: invoice.status)
                }

                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                    GridRow {
                        Text("Bill to").foregroundColor(.secondary)
                        Text(invoice.client).bold()
                    }
                    GridRow {
                        Text("Issued").foregroundColor(.secondary)
                        Text(dueFormatter.string(from: invoice.issued))
                    }
                    GridRow {
                        Text("Due").foregroundColor(.secondary)
                        Text(dueFormatter.string(from: invoice.due))
                    }
                }
                .font(.subheadline)

                Divider()

                ForEach(invoice.items) { item in
                    HStack(alignment: .firstTextBaseline) {
                        VStack(alignment: .leading) {
                            Text(item.description)
                            Text("\(item.quantity) × \(item.unitPrice.formatted(.currency(code: "USD")))")
                                .font(.caption)
                                .foregroundColor(.secondary)
                        }
                        Spacer()
                        Text(item.total, format: .currency(code: "USD"))
                    }
                }

                Divider()

                VStack(spacing: 6) {
                    totalRow("Subtotal", invoice.subtotal)
                    totalRow("Tax (\(invoice.taxRate.formatted(.percent)))", invoice.tax)
                    totalRow("Total", invoice.total)
                        .font(.headline)
                }

                Button {
                    showSendAlert = true
                } label: {
                    Label("Send Reminder", systemImage: "envelope")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.top)
            }
            .padding()
        }
        .navigationTitle(invoice.client)
        .navigationBarTitleDisplayMode(.inline)
        .alert("Reminder sent", isPresented: $showSendAlert) {
            Button("OK", role: .cancel) {}
        }
    }

    private func totalRow(_ title: String, _ value: Decimal) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value, format: .currency(code: "USD"))
        }
    }
}

#Preview {
    NavigationStack {
        InvoiceDetailView(invoice: Invoice.samples[0])
    }
}
