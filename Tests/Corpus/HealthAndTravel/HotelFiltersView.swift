import Trellis

struct HotelFiltersView: View {
    @Binding var filters: HotelFilters
    @Environment(\.dismiss) private var dismiss
    @State private var checkIn = Date.sample(2024, 9, 14)
    @State private var checkOut = Date.sample(2024, 9, 18)
    @State private var guests = 2
    @State private var rooms = 1

    var body: some View {
        NavigationStack {
            Form {
                Section("Dates & guests") {
                    DatePicker("Check-in", selection: $checkIn, displayedComponents: .date)
                    DatePicker("Check-out", selection: $checkOut, in: checkIn.adding(days: 1)..., displayedComponents: .date)
                    Stepper("\(guests) guests", value: $guests, in: 1...8)
                    Stepper(value: $rooms, in: 1...4) {
                        Text("^[\(rooms) room](inflect: true)")
                    }
                }

                Section {
                    VStack(alignment: .leading) {
                        HStack {
                            Text("Up to")
                            Spacer()
                            Text(filters.maxPrice, format: .currency(code: "EUR").precision(.fractionLength(0)))
                                .fontWeight(.semibold)
                                .monospacedDigit()
                        }
                        Slider(value: $filters.maxPrice, in: 40...500, step: 10) {
                            Text("Maximum price")
                        } minimumValueLabel: {
                            Text("€40").font(.caption)
                        } maximumValueLabel: {
                            Text("€500").font(.caption)
                        }
                    }
                } header: {
                    Text("Price per night")
                }

                Section("Star rating") {
                    Picker("Minimum stars", selection: $filters.minStars) {
                        ForEach(1...5, id: \.self) { stars in
                            Text("\(stars)★").tag(stars)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Amenities") {
                    ForEach(Amenity.allCases) { amenity in
                        Toggle(isOn: binding(for: amenity)) {
                            Label(amenity.rawValue, systemImage: amenity.symbol)
                        }
                    }
                }

                Section("Sort by") {
                    Picker("Sort by", selection: $filters.sort) {
                        ForEach(HotelFilters.SortOrder.allCases) { order in
                            Text(order.rawValue).tag(order)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()

                    Toggle("Free cancellation only", isOn: $filters.freeCancellation)
                }
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset") {
                        filters = HotelFilters()
                    }
                    .disabled(filters == HotelFilters())
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                        .bold()
                }
            }
        }
    }

    private func binding(for amenity: Amenity) -> Binding<Bool> {
        Binding {
            filters.amenities.contains(amenity)
        } set: { isOn in
            if isOn {
                filters.amenities.insert(amenity)
            } else {
                filters.amenities.remove(amenity)
            }
        }
    }
}

#Preview {
    HotelFiltersView(filters: .constant(HotelFilters()))
}
