import Trellis

struct TransferView: View {
    @ObservedObject var viewModel: BankViewModel
    @Environment(\.dismiss) var dismiss

    @State private var amount: Decimal = 0
    @State private var fromAccountID: UUID?
    @State private var payee: Payee?
    @State private var memo = ""
    @State private var scheduleDate = Date.previewNow
    @State private var isScheduled = false
    @State private var showConfirmation = false
    @State private var showError = false
    @FocusState private var amountFocused: Bool

    private var fromAccount: Account? {
        viewModel.accounts.first { $0.id == fromAccountID } ?? viewModel.accounts.first
    }

    private var canSubmit: Bool {
        amount > 0 && payee != nil && fromAccount != nil
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .font(.system(size: 34, weight: .semibold, design: .rounded))
                        .multilineTextAlignment(.center)
                        .focused($amountFocused)
                } header: {
                    Text("Amount")
                } footer: {
                    if let fromAccount {
                        Text("Available: \(fromAccount.balance.formatted(.currency(code: "USD")))")
                    }
                }

                Section("From") {
                    Picker("Account", selection: $fromAccountID) {
                        ForEach(viewModel.accounts) { account in
                            Text("\(account.name) (\(account.maskedNumber))")
                                .tag(Optional(account.id))
                        }
                    }
                }

                Section("To") {
                    Picker("Payee", selection: $payee) {
                        Text("Select a payee").tag(Payee?.none)
                        ForEach(viewModel.payees) { payee in
                            HStack {
                                Text(payee.initials)
                                    .font(.caption.bold())
                                    .frame(width: 28, height: 28)
                                    .background(Circle().fill(Color.blue.opacity(0.2)))
                                Text(payee.name)
                            }
                            .tag(Optional(payee))
                        }
                    }
                    .pickerStyle(.navigationLink)

                    TextField("Memo (optional)", text: $memo)
                }

                Section {
                    Toggle("Schedule for later", isOn: $isScheduled.animation())
                    if isScheduled {
                        DatePicker("Send on", selection: $scheduleDate, in: Date.previewNow..., displayedComponents: .date)
                    }
                }

                Section {
                    Button {
                        amountFocused = false
                        showConfirmation = true
                    } label: {
                        Text("Review Transfer")
                    }
                    .buttonStyle(PrimaryButtonStyle())
                    .disabled(!canSubmit)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }
            }
            .navigationTitle("Transfer")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
            .confirmationDialog("Confirm Transfer", isPresented: $showConfirmation, titleVisibility: .visible) {
                Button("Send \(amount.formatted(.currency(code: "USD")))") {
                    if let fromAccount, let payee, viewModel.transfer(amount: amount, from: fromAccount, to: payee) {
                        dismiss()
                    } else {
                        showError = true
                    }
                }
            } message: {
                Text("to \(payee?.name ?? "")")
            }
            .alert("Transfer Failed", isPresented: $showError, actions: {
                Button("OK", role: .cancel) {}
            }, message: {
                Text(viewModel.errorMessage ?? "Something went wrong.")
            })
        }
    }
}

#Preview {
    TransferView(viewModel: BankViewModel())
}
