import Trellis

struct TransactionsListView: View {
    @ObservedObject var viewModel: BankViewModel
    var account: Account? = nil

    @State private var selectedTransaction: Transaction?
    @State private var transactionToDelete: Transaction?
    @State private var showDeleteConfirm = false
    @State private var flagged: Set<UUID> = []

    var body: some View {
        List {
            if let account {
                Section {
                    HStack {
                        VStack(alignment: .leading) {
                            Text("Available")
                                .font(.caption)
                                .foregroundColor(.secondary)
                            Text(account.balance, format: .currency(code: account.currencyCode))
                                .font(.title2.weight(.bold))
                        }
                        Spacer()
                        Text(account.maskedNumber)
                            .font(.callout.monospaced())
                            .foregroundColor(.secondary)
                    }
                }
            }

            ForEach(viewModel.groupedByDay) { day in
                Section {
                    ForEach(day.transactions) { transaction in
                        Button {
                            selectedTransaction = transaction
                        } label: {
                            TransactionRow(transaction: transaction)
                        }
                        .foregroundStyle(.primary)
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                transactionToDelete = transaction
                                showDeleteConfirm = true
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                flagged.insert(transaction.id)
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                            } label: {
                                Label("Split", systemImage: "person.2")
                            }
                            .tint(.indigo)
                        }
                        .contextMenu {
                            Button {
                                selectedTransaction = transaction
                            } label: {
                                Label("Details", systemImage: "info.circle")
                            }
                            Button {
                            } label: {
                                Label("Copy Amount", systemImage: "doc.on.doc")
                            }
                            Divider()
                            Button(role: .destructive) {
                                viewModel.delete(transaction)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                } header: {
                    HStack {
                        Text(day.id.dayHeader())
                        Spacer()
                        Text(day.total, format: .currency(code: "USD"))
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(account?.name ?? "Transactions")
        .navigationBarTitleDisplayMode(.inline)
        .searchable(text: $viewModel.searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search merchants")
        .refreshable {
            await viewModel.refresh()
        }
        .overlay {
            if viewModel.groupedByDay.isEmpty {
                ContentUnavailableView.search(text: viewModel.searchText)
            }
        }
        .sheet(item: $selectedTransaction) { transaction in
            NavigationStack {
                TransactionDetailView(transaction: transaction)
            }
            .presentationDetents([.medium, .large])
        }
        .confirmationDialog("Delete this transaction?", isPresented: $showDeleteConfirm, titleVisibility: .visible, presenting: transactionToDelete) { transaction in
            Button("Delete \(transaction.merchant)", role: .destructive) {
                viewModel.delete(transaction)
            }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("This only removes it from this device.")
        }
    }
}

#Preview {
    NavigationStack {
        TransactionsListView(viewModel: BankViewModel())
    }
}
