import Testing
import TrellisLayout
@testable import Trellis

/// `lineLimit(3...6)` and `lineLimit(5, reservesSpace: true)` keep room for their lower bound's
/// lines: a vertical text field is that tall when empty or short, as SwiftUI reserves it.
@MainActor @Suite struct LineLimitReservationTests {
    /// The height of the first text field's frame in a 390-pt column.
    private func fieldHeight(_ view: some View) throws -> CGFloat {
        let tree = VStack { view }.frame(width: 390).resolved()
        let layout = LayoutEngine(measurer: TextMeasurer.shared).layout(tree, in: CGSize(width: 390, height: 844))
        let index = try #require(layout.nodes.indices.first { index in
            if case .accessibility = layout.kind(of: index) { true } else { false }
        })
        return layout.nodes[index].frame.height
    }

    /// The height of `count` lines of body text, as the measurer lays out a text of that many.
    private func linesHeight(_ count: Int) -> CGFloat {
        let text = ResolvedText(string: Array(repeating: "x", count: count).joined(separator: "\n"), font: Font.body.resolve(),
                                color: Color.Resolved(rgb: 0), lineLimit: nil, alignment: .leading, isUnderlined: false, isStrikethrough: false)
        return TextMeasurer.shared.layout(text, width: nil, height: nil).size.height
    }

    /// Whether two heights agree to a layout unit (the reservation adds lines; the measurer rounds
    /// each line box to 1/64 pt).
    private func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1.0 / 64 }

    @Test func aVerticalFieldReservesItsLowerBoundsLines() throws {
        let line = linesHeight(1)
        let empty = try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...6))
        #expect(same(empty, linesHeight(3)), "\(empty) for \(linesHeight(3))")
        let short = try fieldHeight(TextField("Notes", text: .constant("Milk"), axis: .vertical).lineLimit(3...6))
        #expect(same(short, linesHeight(3)))
        let reserved = try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: true))
        #expect(same(reserved, linesHeight(5)))
        // Without a lower bound (or reservesSpace: false) the field is one line.
        #expect(try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(...6)) == line)
        #expect(try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: false)) == line)
        // A one-line field never reserves.
        #expect(try fieldHeight(TextField("Title", text: .constant(""), axis: .horizontal).lineLimit(3...6)) == line)
    }

    @Test func aLongValueGrowsToTheUpperBoundAndStops() throws {
        let long = String(repeating: "Pick up the dry cleaning and call the plumber. ", count: 12)
        let height = try fieldHeight(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3...6))
        #expect(same(height, linesHeight(6)), "\(height) for \(linesHeight(6))")
    }

    @Test func aTextReservesToo() {
        let dump = Text("Short").lineLimit(3, reservesSpace: true).resolved().dump()
        // One line of 20.29 and two more 22 apart.
        #expect(dump.contains("minHeight=64.29"), "\(dump)")
        // Capped by an inner, smaller limit.
        let capped = Text("Short").lineLimit(1).lineLimit(3...6).resolved().dump()
        #expect(!capped.contains("minHeight=64.29"), "\(capped)")
    }
}
