import Trellis

extension InvoiceStatus {
    var color: Color {
        switch self {
        case .draft: return .gray
        case .sent: return .blue
        case .paid: return .green
        case .overdue: return .red
        }
    }
}

final class InvoicesViewModel: ObservableObject {
    @Published var invoices: [Invoice] = Invoice.samples
    @Published var filter: InvoiceStatus?
    @Published var query = ""

    var visible: [Invoice] {
        invoices
            .filter { filter == nil || $0.status == filter }
            .filter { query.isEmpty || $0.client.localizedCaseInsensitiveContains(query) || $0.number.contains(query) }
    }

    var outstanding: Decimal {
        invoices.filter { $0.status == .sent || $0.status == .overdue }.reduce(Decimal.zero) { $0 + $1.total }
    }

    func markPaid(_ invoice: Invoice) {
        guard let i = invoices.firstIndex(where: { $0.id == invoice.id }) else { return }
        invoices[i].status = .paid
    }
}

struct StatusPill: View {
    let status: InvoiceStatus

    var body: some View {
        Text(status.rawValue.uppercased())
            .font(.caption2.weight(.bold))
            .kerning(0.5)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .foregroundStyle(status.color)
            .background(status.color.opacity(0.15), in: Capsule())
    }
}

struct InvoicesListView: View {
    @StateObject private var viewModel = InvoicesViewModel()
    @State private var showFilterDialog = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent {
                        Text(viewModel.outstanding, format: .currency(code: "USD"))
                            .font(.title3.bold())
                            .foregroundStyle(.orange)
                    } label: {
                        Label("Outstanding", systemImage: "clock.badge.exclamationmark")
                    }
                }

                ForEach(viewModel.visible) { invoice in
                    NavigationLink(value: invoice) {
                        VStack(alignment: .leading, spacing: 6) {
                            HStack {
                                Text(invoice.client)
                                    .font(.headline)
                                Spacer()
                                Text(invoice.total, format: .currency(code: "USD"))
                                    .font(.headline.monospacedDigit())
                            }
                            HStack {
                                Text(invoice.number)
                                    .foregroundStyle(.secondary)
                                Text("Due \(invoice.due, format: .dateTime.day().month())")
                                    .foregroundStyle(invoice.status == .overdue ? .red : .secondary)
                                Spacer()
                                StatusPill(status: invoice.status)
                            }
                            .font(.subheadline)
                        }
                        .padding(.vertical, 4)
                    }
                    .swipeActions(edge: .trailing) {
                        if invoice.status != .paid {
                            Button {
                                viewModel.markPaid(invoice)
                            } label: {
                                Label("Mark Paid", systemImage: "checkmark.circle")
                            }
                            .tint(.green)
                        }
                    }
                }
            }
            .navigationTitle("Invoices")
            .navigationDestination(for: Invoice.self) { invoice in
                InvoiceDetailView(invoice: invoice)
            }
            .searchable(text: $viewModel.query)
            .toolbar {
                ToolbarItem {
                    Button {
                        showFilterDialog = true
                    } label: {
                        Image(systemName: viewModel.filter == nil ? "line.3.horizontal.decrease.circle" : "line.3.horizontal.decrease.circle.fill")
                    }
                }
            }
            .confirmationDialog("Filter invoices", isPresented: $showFilterDialog) {
                Button("All") { viewModel.filter = nil }
                ForEach(InvoiceStatus.allCases) { status in
                    Button(status.rawValue) { viewModel.filter = status }
                }
            }
        }
    }
}

#Preview {
    InvoicesListView()
}
