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

    @Test func aVerticalFieldReservesItsLowerBoundsLines() throws {
        let line = Font.body.resolve(dynamicTypeSize: .large).lineHeight
        let empty = try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...6))
        #expect(empty == 3 * line)
        let short = try fieldHeight(TextField("Notes", text: .constant("Milk"), axis: .vertical).lineLimit(3...6))
        #expect(short == 3 * line)
        let reserved = try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: true))
        #expect(reserved == 5 * line)
        // Without a lower bound (or reservesSpace: false) the field is one line.
        #expect(try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(...6)) == line)
        #expect(try fieldHeight(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: false)) == line)
        // A one-line field never reserves.
        #expect(try fieldHeight(TextField("Title", text: .constant(""), axis: .horizontal).lineLimit(3...6)) == line)
    }

    @Test func aLongValueGrowsToTheUpperBoundAndStops() throws {
        let line = Font.body.resolve(dynamicTypeSize: .large).lineHeight
        let long = String(repeating: "Pick up the dry cleaning and call the plumber. ", count: 12)
        let height = try fieldHeight(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3...6))
        #expect(height == 6 * line)
    }

    @Test func aTextReservesToo() {
        let dump = Text("Short").lineLimit(3, reservesSpace: true).resolved().dump()
        #expect(dump.contains("minHeight=66"), "\(dump)")
        // Capped by an inner, smaller limit.
        let capped = Text("Short").lineLimit(1).lineLimit(3...6).resolved().dump()
        #expect(!capped.contains("minHeight=66"), "\(capped)")
    }
}
