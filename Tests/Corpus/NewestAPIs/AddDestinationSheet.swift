import Trellis

struct AddDestinationSheet: View {
    @Environment(Wishlist.self) private var wishlist
    @Environment(\.dismiss) private var dismiss

    @State private var city = ""
    @State private var country = ""
    @State private var continent: Continent = .europe
    @State private var blurb = ""
    @State private var budget = 1_500.0
    @State private var priority = 3
    @State private var added = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("City", text: $city)
                    TextField("Country", text: $country)
                    Picker("Continent", selection: $continent) {
                        ForEach(Continent.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.menu)
                }
                Section("Why go?") {
                    TextField("Food, people, mountains…", text: $blurb, axis: .vertical)
                        .lineLimit(2...5)
                }
                Section {
                    VStack(alignment: .leading) {
                        LabeledContent("Budget") {
                            Text(budget, format: .currency(code: "USD").precision(.fractionLength(0)))
                                .contentTransition(.numericText())
                        }
                        Slider(value: $budget, in: 500...10_000, step: 100)
                    }
                    Picker("Priority", selection: $priority) {
                        ForEach(1...5, id: \.self) { value in
                            Text(String(repeating: "★", count: value)).tag(value)
                        }
                    }
                }
            }
            .scrollContentBackground(.hidden)
            .navigationTitle("New Destination")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", systemImage: "xmark", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", systemImage: "checkmark") {
                        wishlist.destinations.append(Destination(city: city, country: country, continent: continent, blurb: blurb, bestMonths: "Any", estimatedBudget: Int(budget), priority: priority, palette: ["blue", "purple"]))
                        added.toggle()
                        dismiss()
                    }
                    .disabled(city.isEmpty || country.isEmpty)
                }
            }
            .sensoryFeedback(.success, trigger: added)
        }
    }
}

#Preview {
    AddDestinationSheet()
        .environment(Wishlist())
}
