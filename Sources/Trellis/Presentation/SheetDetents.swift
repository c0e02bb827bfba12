/// Sheet detents whose size depends on the screen's height: `.fraction(f)` (f of the large
/// detent's height, as SwiftUI's custom detents measure against `maxDetentValue`) and
/// `.height(h)` beside other detents (which of them is smallest depends on the screen). The
/// height is known only in layout, so the sheet is drawn through a `GeometryReader` over the
/// whole screen, the one sanctioned place where layout resolves a view (docs/architecture.md):
/// the card is then exactly the smallest detent's height, at the bottom of the dimmed screen.
@MainActor
enum SheetDetents {
    /// Space above a sheet at the large detent.
    static let largeTopInset: CGFloat = 10

    static func needsScreenHeight(_ detents: Set<PresentationDetent>) -> Bool {
        detents.contains { detent in
            switch detent.height {
            case .fraction: true
            case .points: detents.count > 1
            case .medium, .large: false
            }
        }
    }

    /// The card's height at `detent` on a screen `screenHeight` tall.
    static func height(of detent: PresentationDetent.Height, screenHeight: CGFloat) -> CGFloat {
        let large = max(0, screenHeight - largeTopInset)
        return switch detent {
        case .large: large
        case .medium: screenHeight / 2
        case .fraction(let fraction): large * min(max(fraction.isFinite ? fraction : 1, 0), 1)
        case .points(let points): min(max(points.isFinite ? points : large, 0), large)
        }
    }

    static func sheet<Card: View>(_ card: Card, dimming: Color, detents: Set<PresentationDetent>) -> some View {
        let heights = detents.map(\.height)
        return GeometryReader { proxy in
            let screenHeight = proxy.size.height
            let shown = heights.map { height(of: $0, screenHeight: screenHeight) }.min() ?? screenHeight
            ZStack(alignment: .bottom) {
                dimming
                card.frame(height: shown)
            }
            .frame(width: proxy.size.width, height: screenHeight)
        }
    }
}
