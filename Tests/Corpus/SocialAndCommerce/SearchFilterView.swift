import Trellis

struct SearchFilterView: View {
    @State private var query = ""
    @State private var selectedTags: Set<String> = ["Sneakers"]
    @State private var sort: SortOrder = .popular

    enum SortOrder: String, CaseIterable, Identifiable {
        case popular = "Popular", newest = "Newest", priceLow = "Price: Low to High"
        var id: Self { self }
    }

    private let tags = ["Sneakers", "Bags", "Outdoor", "Accessories", "Sale", "New"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 8) {
                            ForEach(tags, id: \.self) { tag in
                                FilterChip(title: tag, isSelected: selectedTags.contains(tag)) {
                                    if selectedTags.contains(tag) {
                                        selectedTags.remove(tag)
                                    } else {
                                        selectedTags.insert(tag)
                                    }
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                    .scrollIndicators(.never)

                    HStack {
                        Text("\(Product.samples.count) results")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Menu {
                            Picker("Sort", selection: $sort) {
                                ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                            }
                        } label: {
                            Label(sort.rawValue, systemImage: "arrow.up.arrow.down")
                                .font(.subheadline)
                        }
                    }
                    .padding(.horizontal)

                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], spacing: 12) {
                        ForEach(Product.samples) { product in
                            ProductTile(product: product)
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .navigationTitle("Discover")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search products")
        }
    }
}

struct FilterChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                if isSelected {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                        .transition(.scale.combined(with: .opacity))
                }
                Text(title)
                    .font(.subheadline.weight(.medium))
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(isSelected ? Color.white : Color.primary)
            .background {
                Capsule()
                    .fill(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary))
            }
            .overlay {
                Capsule()
                    .strokeBorder(.separator, lineWidth: isSelected ? 0 : 0.5)
            }
        }
        .buttonStyle(.plain)
        .animation(.snappy, value: isSelected)
    }
}

struct ProductTile: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(Color(.tertiarySystemFill))
                .aspectRatio(0.9, contentMode: .fit)
                .overlay(alignment: .topLeading) {
                    if product.isOnSale {
                        Text("-20%")
                            .font(.caption2.weight(.bold))
                            .foregroundStyle(.white)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 3)
                            .background(.red, in: .capsule)
                            .padding(8)
                    }
                }
            Text(product.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(product.price, format: .currency(code: "USD"))
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    SearchFilterView()
}
