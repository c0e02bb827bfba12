import Trellis

struct AccountsView: View {
    @StateObject private var viewModel = BankViewModel()
    @State private var showingTransfer = false
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    totalHeader

                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 16) {
                            ForEach(viewModel.accounts) { account in
                                NavigationLink(value: account) {
                                    AccountCardView(account: account)
                                        .frame(width: 300)
                                }
                                .buttonStyle(.plain)
                            }
                        }
                        .padding(.horizontal)
                    }

                    quickActions

                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("Recent Activity")
                                .font(.title3.bold())
                            Spacer()
                            NavigationLink("See All") {
                                TransactionsListView(viewModel: viewModel)
                            }
                            .font(.subheadline)
                        }
                        ForEach(viewModel.transactions.prefix(4)) { transaction in
                            TransactionRow(transaction: transaction)
                            if transaction.id != viewModel.transactions.prefix(4).last?.id {
                                Divider()
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                .padding(.vertical)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Accounts")
            .navigationDestination(for: Account.self) { account in
                TransactionsListView(viewModel: viewModel, account: account)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Image(systemName: "person.crop.circle")
                        .font(.title2)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingTransfer = true
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                }
            }
            .refreshable {
                await viewModel.refresh()
            }
            .sheet(isPresented: $showingTransfer) {
                TransferView(viewModel: viewModel)
            }
        }
    }

    private var totalHeader: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Total balance")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(viewModel.totalBalance.formatted(.currency(code: "USD")))
                .font(.largeTitle.bold())
                .contentTransition(.numericText())
        }
        .padding(.horizontal)
    }

    private var quickActions: some View {
        HStack(spacing: 12) {
            QuickActionButton(title: "Transfer", systemImage: "arrow.left.arrow.right") { showingTransfer = true }
            QuickActionButton(title: "Pay", systemImage: "paperplane") {}
            QuickActionButton(title: "Deposit", systemImage: "camera.viewfinder") {}
            QuickActionButton(title: "More", systemImage: "ellipsis") {}
        }
        .padding(.horizontal)
    }
}

struct QuickActionButton: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 6) {
                Image(systemName: systemImage)
                    .font(.title3)
                    .frame(width: 48, height: 48)
                    .background(Color.accentColor.opacity(0.12))
                    .clipShape(Circle())
                Text(title)
                    .font(.caption)
                    .foregroundColor(.primary)
            }
            .frame(maxWidth: .infinity)
        }
    }
}

#Preview {
    AccountsView()
}
