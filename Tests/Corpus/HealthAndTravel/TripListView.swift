import Trellis

struct TripListView: View {
    @State private var trips = Trip.all
    @State private var filter: TripFilter = .upcoming
    @State private var showingNewTrip = false

    enum TripFilter: String, CaseIterable, Identifiable {
        case upcoming = "Upcoming"
        case past = "Past"
        var id: Self { self }
    }

    private let palettes: [[Color]] = [
        [.travelTeal, .blue],
        [.pink, .purple],
        [.indigo, .cyan],
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Picker("Trips", selection: $filter) {
                        ForEach(TripFilter.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)

                    if filter == .upcoming {
                        nextTripBanner
                        ForEach(Array(trips.enumerated()), id: \.element.id) { index, trip in
                            NavigationLink {
                                ItineraryTimelineView(trip: trip)
                            } label: {
                                TripCardView(trip: trip, gradient: palettes[index % palettes.count])
                            }
                            .buttonStyle(.plain)
                        }
                    } else {
                        ContentUnavailableView("No past trips", systemImage: "suitcase", description: Text("Trips you've taken will appear here."))
                            .padding(.top, 60)
                    }
                }
                .padding()
            }
            .navigationTitle("My Trips")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewTrip = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewTrip) {
                NewTripSheet()
                    .presentationDetents([.fraction(0.45)])
            }
        }
    }

    private var nextTripBanner: some View {
        HStack(spacing: 12) {
            Image(systemName: "airplane.departure")
                .font(.title2)
                .foregroundStyle(Color.travelTeal)
            VStack(alignment: .leading) {
                Text("Next up: \(trips[0].destination)")
                    .font(.headline)
                Text(trips[0].startDate, format: .dateTime.weekday(.wide).day().month(.wide))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

private struct NewTripSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var destination = ""
    @State private var start = Date.sample(2024, 10, 1)
    @State private var end = Date.sample(2024, 10, 5)

    var body: some View {
        NavigationStack {
            Form {
                TextField("Where to?", text: $destination)
                DatePicker("From", selection: $start, displayedComponents: .date)
                DatePicker("To", selection: $end, in: start..., displayedComponents: .date)
            }
            .navigationTitle("New Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Create") { dismiss() }.disabled(destination.isEmpty) }
            }
        }
    }
}

#Preview {
    TripListView()
}
