import Trellis

struct ListingFilterSheet: View {
    @Binding var filter: ListingFilter
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ListingFilter()

    private let bedroomOptions = [0, 1, 2, 3, 4, 5]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    RangeSliderRow(title: "Price", lower: $draft.minPrice, upper: $draft.maxPrice, bounds: ListingFilter.priceBounds, step: 25_000) { value in
                        value.formatted(.currency(code: "USD").notation(.compactName))
                    }
                }
                Section("Bedrooms") {
                    Picker("Bedrooms", selection: $draft.minBedrooms) {
                        ForEach(bedroomOptions, id: \.self) { count in
                            Text(count == 0 ? "Any" : "\(count)+").tag(count)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                }
                Section {
                    RangeSliderRow(title: "Size", lower: $draft.minSqft, upper: $draft.maxSqft, bounds: ListingFilter.sqftBounds, step: 100) { "\(Int($0)) sqft" }
                }
                Section("Home type") {
                    ForEach(PropertyType.allCases) { type in
                        Button {
                            if draft.types.contains(type) { draft.types.remove(type) } else { draft.types.insert(type) }
                        } label: {
                            HStack {
                                Label(type.rawValue, systemImage: type.icon)
                                Spacer()
                                if draft.types.contains(type) {
                                    Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
                                }
                            }
                        }
                        .foregroundStyle(.primary)
                    }
                }
                Section {
                    Toggle("Pool", isOn: $draft.mustHavePool)
                    Toggle("Pets allowed", isOn: $draft.petsAllowed)
                } header: {
                    Text("Must haves")
                } footer: {
                    Text("We'll only show homes that list these features.")
                }
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Reset") { draft = ListingFilter() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Apply") {
                        filter = draft
                        dismiss()
                    }
                    .fontWeight(.semibold)
                }
            }
            .onAppear { draft = filter }
        }
    }
}

#Preview("Filters") {
    ListingFilterSheet(filter: .constant(ListingFilter()))
}
