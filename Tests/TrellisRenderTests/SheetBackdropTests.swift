import Foundation
import Testing
import Trellis
@testable import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// iOS 15+ shrinks the screen behind a page sheet at its large detent on a phone (to 92% about
/// its top edge, corners rounded, on black); at the medium detent the screen keeps its size and
/// is only dimmed. Both outputs draw it as a scaled view, and the screen stays in the resolved
/// tree, so its destinations still become pages.
@MainActor
struct SheetBackdropTests {
    struct Presenter: View {
        var detents: Set<PresentationDetent>? = nil
        var body: some View {
            NavigationStack {
                List { Text("Behind") }.navigationTitle("Cards")
            }
            .sheet(isPresented: .constant(true)) {
                if let detents { Text("Sheet").presentationDetents(detents) } else { Text("Sheet") }
            }
        }
    }

    let phone = RenderCanvas.phone.size

    /// The scale effects in the tree, with the frame the engine gave each.
    func scales(_ view: some View, on canvas: CGSize) -> [(x: Double, y: Double, anchor: UnitPoint, frame: CGRect)] {
        let layout = LayoutEngine.standard.layout(view.resolved(), in: canvas)
        return layout.nodes.indices.compactMap { index in
            guard case .effect(.scale(let x, let y, let anchor)) = layout.kinds[index] else { return nil }
            return (x, y, anchor, layout.nodes[index].frame)
        }
    }

    @Test func aLargeSheetOnAPhoneShrinksTheScreenBehindAboutItsTop() throws {
        let found = scales(Presenter(), on: phone)
        #expect(found.count == 1)
        let scale = try #require(found.first)
        #expect(scale.x == 0.92 && scale.y == 0.92 && scale.anchor == .top)
        #expect(scale.frame == CGRect(origin: .zero, size: phone), "the whole presenting screen")
        let html = try render(Presenter(), canvas: phone)
        #expect(html.css.contains("transform:scale(0.92, 0.92)"))
        #expect(html.css.contains("transform-origin:50% 0%"))
        let svg = try SVGEmitter().render(Presenter().resolved(), in: phone)
        #expect(svg.contains("translate(195 0) scale(0.92 0.92) translate(-195 0)"))
        // The window behind it is black.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"390\" height=\"844\"") && svg.contains("fill=\"#000000\""))
    }

    @Test func aMediumSheetLeavesTheScreenItsSize() {
        #expect(scales(Presenter(detents: [.medium]), on: phone).isEmpty)
        #expect(scales(Presenter(detents: [.medium, .large]), on: phone).isEmpty, "opens at the smallest")
    }

    @Test func theShrunkScreenIsStillInTheResolvedTree() {
        let dump = Presenter().resolved().dump()
        #expect(dump.contains("scaleEffect"))
        #expect(dump.contains("\"Behind\""), "\(dump)")
    }
}
