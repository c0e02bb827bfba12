import Trellis

class EventsViewModel: ObservableObject {
    @Published var events: [Event] = Event.samples
    @Published var selectedCategory: Event.Category?

    var groupedByDay: [(day: Date, events: [Event])] {
        let calendar = Calendar(identifier: .gregorian)
        let visible = events.filter { selectedCategory == nil || $0.category == selectedCategory }
        let groups = Dictionary(grouping: visible) { calendar.startOfDay(for: $0.date) }
        return groups.keys.sorted().map { ($0, groups[$0]!.sorted { $0.date < $1.date }) }
    }
}

struct EventsFeedView: View {
    @StateObject private var viewModel = EventsViewModel()
    @State private var ticketEvent: Event?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            CategoryChip(title: "All", symbol: "square.grid.2x2", isSelected: viewModel.selectedCategory == nil) {
                                viewModel.selectedCategory = nil
                            }
                            ForEach(Event.Category.allCases, id: \.self) { category in
                                CategoryChip(title: category.rawValue.capitalized, symbol: category.symbol, isSelected: viewModel.selectedCategory == category) {
                                    viewModel.selectedCategory = category
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }

                ForEach(viewModel.groupedByDay, id: \.day) { group in
                    Section {
                        ForEach(group.events) { event in
                            NavigationLink(value: event) {
                                EventRow(event: event)
                            }
                            .swipeActions(edge: .trailing) {
                                Button {
                                    ticketEvent = event
                                } label: {
                                    Label("Tickets", systemImage: "ticket")
                                }
                                .tint(.purple)
                            }
                        }
                    } header: {
                        Text(group.day, format: .dateTime.weekday(.wide).month(.abbreviated).day())
                            .font(.headline)
                            .foregroundStyle(.primary)
                            .textCase(nil)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Events")
            .navigationDestination(for: Event.self) { event in
                SeatPickerView(event: event)
            }
            .sheet(item: $ticketEvent) { event in
                NavigationStack {
                    TicketView(ticket: Ticket(id: UUID(), event: event, section: "GA", row: "—", seat: 0, holder: "Sam Rivera", barcode: "TLX-\(event.id.uuidString.prefix(8))"))
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Done") { ticketEvent = nil }
                            }
                        }
                }
            }
        }
    }
}

struct CategoryChip: View {
    let title: String
    let symbol: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(isSelected ? Color.accentColor : Color(.secondarySystemFill), in: Capsule())
                .foregroundStyle(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
    }
}

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: event.imageURL) { image in
                image.resizable().aspectRatio(1, contentMode: .fill)
            } placeholder: {
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(.purple.gradient)
                    Image(systemName: event.category.symbol).foregroundStyle(.white)
                }
            }
            .frame(width: 56, height: 56)
            .clipShape(RoundedRectangle(cornerRadius: 8))

            VStack(alignment: .leading, spacing: 3) {
                Text(event.name).font(.headline).lineLimit(1)
                Text("\(event.venue.name) · \(event.venue.city)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(event.date, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if event.isSoldOut {
                Text("SOLD OUT")
                    .font(.caption2.bold())
                    .padding(4)
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke(.red))
                    .foregroundColor(.red)
            } else {
                Text("from \(event.priceFrom, format: .currency(code: "USD"))")
                    .font(.caption.weight(.semibold))
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    EventsFeedView()
}
