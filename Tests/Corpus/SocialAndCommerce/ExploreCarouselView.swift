import Trellis

struct ExploreCarouselView: View {
    @State private var currentID: Int?
    private let products = Product.samples

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Featured")
                    .font(.title2.bold())
                Spacer()
                Button("See all") {}
                    .font(.subheadline)
            }
            .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(products) { product in
                        FeaturedCard(product: product)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.92)
                                    .rotation3DEffect(.degrees(phase.value * -8), axis: (x: 0, y: 1, z: 0))
                            }
                            .id(product.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)
            .safeAreaPadding(.horizontal, 20)

            HStack(spacing: 6) {
                ForEach(products) { product in
                    Circle()
                        .fill((currentID ?? products.first?.id) == product.id ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 7, height: 7)
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

struct FeaturedCard: View {
    let product: Product

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(
                    LinearGradient(colors: [.indigo, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .shadow(.inner(color: .black.opacity(0.2), radius: 10))
                )
            VStack(alignment: .leading, spacing: 4) {
                Text(product.brand)
                    .font(.caption.weight(.semibold))
                    .textCase(.uppercase)
                    .opacity(0.8)
                Text(product.name)
                    .font(.title.bold())
                    .minimumScaleFactor(0.7)
                    .lineLimit(1)
                Text(product.price, format: .currency(code: "USD"))
                    .font(.headline)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 200)
    }
}

#Preview {
    ExploreCarouselView()
}
