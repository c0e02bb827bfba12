import Testing
import Trellis // stands for `import SwiftUI`

// A detail screen as an app writes it: a title, a Markdown body, a date line, a price and a
// picture. Written as SwiftUI code is, compiled in Swift 5 mode.

struct CorpusProduct {
    var name: String
    var summary: LocalizedStringKey
    var released: Date
    var price: Double
    var rating: Double
    var symbol: String
}

struct CorpusProductDetail: View {
    let product: CorpusProduct

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image(systemName: product.symbol)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(height: 120)
                .foregroundStyle(.orange)
                .imageScale(.large)
            Text(product.name)
                .font(.largeTitle)
                .bold()
            Text(product.summary)
            Text("Released ") + Text(product.released, style: .date).bold()
            HStack {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.title2)
                    .monospacedDigit()
                Spacer()
                Text(product.rating, format: .percent)
                    .foregroundColor(.secondary)
            }
            Text("Ships in \(3) days")
                .textCase(.uppercase)
                .font(.caption)
                .kerning(1)
            Text("Updated ") + Text(product.released, style: .relative) + Text(" ago")
            Color(hue: 0.58, saturation: 0.6, brightness: 0.9)
                .aspectRatio(3, contentMode: .fit)
                .cornerRadius(8)
        }
        .lineSpacing(2)
        .minimumScaleFactor(0.8)
        .padding()
    }
}

@MainActor
@Suite struct CorpusTextTests {
    static let product = CorpusProduct(
        name: "Trellis Lamp",
        summary: "A **bright** lamp with *warm* light and a `USB-C` port. [Manual](https://example.com/manual)",
        released: Date(timeIntervalSince1970: 1_767_225_600 - 86_400 * 3),
        price: 49.5,
        rating: 0.92,
        symbol: "star.fill")

    @Test func theDetailScreenResolvesWithStyledRunsAndFormattedValues() {
        let dump = CorpusProductDetail(product: Self.product).resolved().root.dump()
        #expect(dump.contains("text \"A bright lamp with warm light and a USB-C port. Manual\""))
        #expect(dump.contains("[\"bright\" font="))
        #expect(dump.contains("link=\"https://example.com/manual\""))
        #expect(dump.contains("text \"Released December 29, 2025\""))
        #expect(dump.contains("text \"$49.50\""))
        #expect(dump.contains("text \"92%\""))
        #expect(dump.contains("text \"SHIPS IN 3 DAYS\""))
        #expect(dump.contains("text \"Updated 3 days, 9 hours ago\""))
        #expect(dump.contains("aspectRatio ideal fit"))
        #expect(dump.contains("aspectRatio 3 fit"))
    }
}
