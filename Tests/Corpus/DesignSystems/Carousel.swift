import Trellis

/// Horizontally paged cards where the neighbours peek in from the sides.
struct Carousel<Item: Identifiable, Content: View>: View {
    let items: [Item]
    var spacing: CGFloat = 12
    var peek: CGFloat = 32
    @Binding var index: Int
    @ViewBuilder var content: (Item) -> Content
    @GestureState private var dragOffset: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            let cardWidth = proxy.size.width - (peek * 2) - spacing
            let offset = -CGFloat(index) * (cardWidth + spacing) + peek + spacing / 2

            HStack(spacing: spacing) {
                ForEach(Array(items.enumerated()), id: \.element.id) { position, item in
                    content(item)
                        .frame(width: cardWidth, height: proxy.size.height)
                        .scaleEffect(position == index ? 1 : 0.9)
                        .opacity(position == index ? 1 : 0.7)
                }
            }
            .offset(x: offset + dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation.width
                    }
                    .onEnded { value in
                        let threshold = cardWidth / 3
                        var newIndex = index
                        if value.translation.width < -threshold { newIndex += 1 }
                        if value.translation.width > threshold { newIndex -= 1 }
                        withAnimation(.spring()) {
                            index = min(max(newIndex, 0), items.count - 1)
                        }
                    }
            )
        }
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { i in
                Capsule()
                    .fill(i == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: i == current ? 18 : 6, height: 6)
            }
        }
        .animation(.easeInOut, value: current)
    }
}

struct FeaturedCardView: View {
    let card: FeaturedCard

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                colors: [Color(hue: card.hue, saturation: 0.55, brightness: 0.95), Color(hue: card.hue, saturation: 0.8, brightness: 0.6)],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            Image(systemName: card.symbol)
                .font(.system(size: 90))
                .foregroundStyle(.white.opacity(0.25))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding()
            VStack(alignment: .leading, spacing: 4) {
                Text(card.title)
                    .font(.title2.bold())
                Text(card.subtitle)
                    .font(.subheadline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 10, y: 6)
    }
}

/// The iOS 17 way: a paging scroll view with scroll targets.
struct SnappingCarousel: View {
    let cards: [FeaturedCard]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(cards) { card in
                    FeaturedCardView(card: card)
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.6)
                                .scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .frame(height: 180)
    }
}
