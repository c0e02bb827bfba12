import Trellis

struct ItineraryTimelineView: View {
    let trip: Trip

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(Array(trip.days.enumerated()), id: \.element.id) { index, day in
                    Section {
                        ForEach(day.events) { event in
                            TimelineRow(event: event, isLast: event.id == day.events.last?.id)
                        }
                    } header: {
                        DayHeader(number: index + 1, date: day.date)
                    }
                }

                if let flight = trip.flight {
                    NavigationLink {
                        BoardingPassView(flight: flight)
                    } label: {
                        Label("Boarding pass", systemImage: "qrcode")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    .padding()
                }

                if let hotel = trip.hotel {
                    NavigationLink("Hotel booking") {
                        BookingDetailView(booking: hotel)
                    }
                    .padding(.horizontal)
                }
            }
        }
        .navigationTitle(trip.destination)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                ShareLink(item: URL(string: "https://example.com/trips/\(trip.id)")!)
                Menu {
                    Button("Add event", systemImage: "plus") {}
                    Button("Edit trip", systemImage: "pencil") {}
                    Divider()
                    Button("Delete trip", systemImage: "trash", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
        }
    }
}

private struct DayHeader: View {
    let number: Int
    let date: Date

    var body: some View {
        HStack {
            Text("Day \(number)")
                .font(.headline)
            Text(date.formatted(.dateTime.weekday(.wide).month().day()))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(.bar)
    }
}

private struct TimelineRow: View {
    let event: ItineraryEvent
    let isLast: Bool

    private var tint: Color {
        switch event.kind {
        case .flight: .blue
        case .hotel: .purple
        case .activity: .green
        case .food: .orange
        case .transport: .teal
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Text(event.time, format: .dateTime.hour().minute())
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(width: 48, alignment: .trailing)
                .padding(.top, 10)

            VStack(spacing: 0) {
                Image(systemName: event.kind.symbol)
                    .font(.caption)
                    .foregroundStyle(.white)
                    .frame(width: 30, height: 30)
                    .background(tint, in: Circle())
                if !isLast {
                    Rectangle()
                        .fill(tint.opacity(0.3))
                        .frame(width: 2)
                        .frame(maxHeight: .infinity)
                }
            }

            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.body.weight(.semibold))
                Label(event.location, systemImage: "mappin.and.ellipse")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if let notes = event.notes {
                    Text(notes)
                        .font(.caption)
                        .padding(6)
                        .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                }
            }
            .padding(.top, 4)
            .padding(.bottom, 24)

            Spacer(minLength: 0)
        }
        .padding(.horizontal)
    }
}

#Preview {
    NavigationStack {
        ItineraryTimelineView(trip: .lisbon)
    }
}
