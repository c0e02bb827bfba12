import Trellis

struct SeatPickerView: View {
    let event: Event
    @State private var seats = Seat.grid()
    @State private var selected: Set<String> = []
    @State private var confirmedTicket: Ticket?

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 10)

    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                Capsule()
                    .fill(LinearGradient(colors: [.purple.opacity(0.6), .clear], startPoint: .top, endPoint: .bottom))
                    .frame(height: 24)
                    .padding(.horizontal, 40)
                Text("STAGE").font(.caption.weight(.bold)).foregroundStyle(.secondary)
            }

            LazyVGrid(columns: columns, spacing: 6) {
                ForEach(seats) { seat in
                    SeatCell(seat: seat, isSelected: selected.contains(seat.id))
                        .onTapGesture {
                            guard !seat.isTaken else { return }
                            if selected.contains(seat.id) { selected.remove(seat.id) } else { selected.insert(seat.id) }
                        }
                }
            }
            .padding(.horizontal)

            HStack(spacing: 16) {
                legend(color: .gray.opacity(0.25), "Available")
                legend(color: .accentColor, "Selected")
                legend(color: .gray.opacity(0.7), "Taken")
                legend(color: .orange, "Premium")
            }
            .font(.caption)

            Spacer()

            VStack(spacing: 8) {
                HStack {
                    Text("\(selected.count) seat\(selected.count == 1 ? "" : "s")")
                    Spacer()
                    Text(event.priceFrom * Decimal(selected.count), format: .currency(code: "USD"))
                        .font(.headline)
                }
                Button {
                    if let first = selected.sorted().first {
                        confirmedTicket = Ticket(id: UUID(), event: event, section: "Floor", row: String(first.prefix(1)), seat: Int(first.dropFirst()) ?? 0, holder: "Sam Rivera", barcode: "TLX-\(first)")
                    }
                } label: {
                    Text("Continue")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(selected.isEmpty)
            }
            .padding()
            .background(.regularMaterial)
        }
        .navigationTitle(event.name)
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: $confirmedTicket) { ticket in
            NavigationStack { TicketView(ticket: ticket) }
        }
    }

    private func legend(color: Color, _ title: String) -> some View {
        HStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 3).fill(color).frame(width: 12, height: 12)
            Text(title)
        }
    }
}

struct SeatCell: View {
    let seat: Seat
    let isSelected: Bool

    private var fill: Color {
        if seat.isTaken { return .gray.opacity(0.7) }
        if isSelected { return .accentColor }
        switch seat.tier {
        case .premium: return .orange
        case .accessible: return .blue.opacity(0.4)
        case .standard: return .gray.opacity(0.25)
        }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 4, style: .continuous)
            .fill(fill)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                if seat.tier == .accessible && !seat.isTaken {
                    Image(systemName: "figure.roll").font(.system(size: 9)).foregroundStyle(.white)
                }
            }
            .contentShape(Rectangle())
            .accessibilityLabel("Row \(seat.row) seat \(seat.number)")
            .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

#Preview {
    NavigationStack {
        SeatPickerView(event: Event.samples[0])
    }
}
