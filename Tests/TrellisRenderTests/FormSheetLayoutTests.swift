import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A large sheet on the tablet canvas is iPadOS's centred form sheet over the screen at its
/// size; on the phone it stays the full-width page sheet over the shrunk screen.
@MainActor
struct FormSheetLayoutTests {
    private func frames(on canvas: RenderCanvas) -> [CGRect] {
        let layout = LayoutEngine.standard.layout(LargeSheetScreen().resolved(), in: canvas.size)
        return layout.nodes.indices.map { layout.nodes[$0].frame }
    }

    private func chosenCandidates(on canvas: RenderCanvas) -> [Int] {
        let layout = LayoutEngine.standard.layout(LargeSheetScreen().resolved(), in: canvas.size)
        return layout.nodes.indices.compactMap { index in
            if case .viewThatFits(let choice)? = layout.kind(at: index) { choice.chosen } else { nil }
        }
    }

    @Test func onTheTabletALargeSheetIsACentredFormOverTheUnshrunkScreen() {
        let size = RenderCanvas.tablet.size
        let form = CGRect(x: (size.width - 540) / 2, y: (size.height - 620) / 2, width: 540, height: 620)
        #expect(frames(on: .tablet).contains(form))
        // Both choices (the backdrop and the sheet) take their first, wide candidate.
        #expect(chosenCandidates(on: .tablet) == [0, 0])
    }

    @Test func onThePhoneALargeSheetIsThePageSheetOverTheShrunkScreen() {
        #expect(!frames(on: .phone).contains { $0.size == CGSize(width: 540, height: 620) })
        #expect(chosenCandidates(on: .phone) == [1, 1])
    }
}
