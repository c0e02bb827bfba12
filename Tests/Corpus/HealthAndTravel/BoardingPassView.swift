import Trellis

struct BoardingPassView: View {
    let flight: Flight

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                header
                routeSection
                    .padding(.horizontal, 24)
                    .padding(.vertical, 20)

                DashedLine()
                    .stroke(style: StrokeStyle(lineWidth: 1.5, dash: [7, 5]))
                    .foregroundStyle(.secondary.opacity(0.5))
                    .frame(height: 1)
                    .padding(.horizontal, 20)

                detailsGrid
                    .padding(24)

                BarcodeView(seed: flight.number)
                    .frame(height: 64)
                    .padding(.horizontal, 24)
                    .padding(.bottom, 24)
            }
            .background(
                TicketShape(notchRadius: 16, notchPosition: 0.56)
                    .fill(Color(.systemBackground))
                    .shadow(color: .black.opacity(0.12), radius: 16, y: 8)
            )
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Boarding Pass")
        .navigationBarTitleDisplayMode(.inline)
    }

    private var header: some View {
        HStack {
            Image(systemName: "airplane.circle.fill")
                .font(.title)
            Text(flight.airline)
                .font(.headline)
            Spacer()
            Text(flight.travelClass.uppercased())
                .font(.caption.bold())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .overlay(Capsule().stroke(.white.opacity(0.6)))
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(
            UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20)
                .fill(Color.travelTeal.gradient)
        )
    }

    private var routeSection: some View {
        HStack {
            airportColumn(flight.from, time: flight.departure, alignment: .leading)
            Spacer()
            VStack(spacing: 4) {
                Image(systemName: "airplane")
                    .font(.title2)
                    .foregroundStyle(Color.travelTeal)
                Text(flight.duration.formatted(.units(allowed: [.hours, .minutes], width: .narrow)))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            airportColumn(flight.to, time: flight.arrival, alignment: .trailing)
        }
    }

    private func airportColumn(_ airport: Airport, time: Date, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(airport.code)
                .font(.system(size: 40, weight: .heavy, design: .rounded))
            Text(airport.city)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(time, style: .time)
                .font(.headline)
        }
    }

    private var detailsGrid: some View {
        Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 14) {
            GridRow {
                detail("Passenger", flight.passenger)
                    .gridCellColumns(2)
                detail("Flight", flight.number)
            }
            GridRow {
                detail("Gate", flight.gate)
                detail("Seat", flight.seat)
                detail("Group", flight.boardingGroup)
            }
            GridRow {
                detail("Terminal", flight.terminal)
                detail("Boarding", flight.departure.addingTimeInterval(-40 * 60).formatted(date: .omitted, time: .shortened))
                detail("Date", flight.departure.formatted(.dateTime.day().month(.abbreviated)))
            }
        }
    }

    private func detail(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(value)
                .font(.headline)
        }
    }
}

/// A decorative barcode; bar widths come from the characters of `seed` so it is stable.
private struct BarcodeView: View {
    let seed: String

    private var widths: [CGFloat] {
        let scalars = Array(seed.unicodeScalars).map { Int($0.value) }
        return (0..<48).map { index in
            CGFloat((scalars[index % scalars.count] + index * 7) % 3 + 1)
        }
    }

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(widths.enumerated()), id: \.offset) { index, width in
                Rectangle()
                    .fill(index.isMultiple(of: 2) ? Color.primary : Color.clear)
                    .frame(width: width)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    NavigationStack {
        BoardingPassView(flight: Trip.lisbon.flight!)
    }
}
