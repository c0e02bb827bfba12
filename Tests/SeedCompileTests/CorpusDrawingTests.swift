import Foundation
import Testing
import Trellis

/// The drawing corpus resolves: custom shapes and transformed ones become outlines that layout
/// builds, and a custom shape's `path(in:)` is the user's code, callable off the main actor.
@MainActor
@Suite struct CorpusDrawingTests {
    @Test func customAndTransformedShapesResolveToDeferredOutlinesAndCanvasToADeferredDrawing() {
        let dump = DrawingIdioms().resolved().dump()
        // The trimmed ring, the slice, the chevron, the dashed border, the uneven rectangle, the
        // moved rectangle and the inset capsule.
        #expect(dump.components(separatedBy: "path(0 elements deferred)").count - 1 == 7, "\(dump)")
        #expect(dump.contains("shape circle stroke="))
        #expect(dump.contains("shape rectangle fill="), "ContainerRelativeShape is a rectangle")
        #expect(dump.contains("canvas deferred"))
        #expect(dump.contains("cap=round"))
        #expect(dump.contains("dash=[6 3]"))
    }

    @Test func aCustomShapesPathIsBuiltFromTheRectItIsGiven() async {
        let slice = PieSlice(startAngle: .degrees(0), endAngle: .degrees(90))
        let path = await Task.detached { slice.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)) }.value
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 50) < 1e-9 && abs(bounds.minY - 50) < 1e-9)
        #expect(abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 100) < 1e-9)
    }
}
