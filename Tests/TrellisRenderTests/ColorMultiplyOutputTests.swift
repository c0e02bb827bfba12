import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

struct ColorMultiplyOutputTests {
    @MainActor @Test func nestedMultipliesWriteTheViewOnce() throws {
        var view = AnyView(Text("x"))
        for _ in 0..<12 { view = AnyView(view.colorMultiply(.red)) }
        let tree = view.resolved()
        // One effect node per multiply around the text: a view masked by its own copy doubled
        // at every level (4,096 texts at this depth).
        let texts = tree.root.subtree().filter { if case .text = $0.kind { true } else { false } }
        #expect(texts.count == 1)
        #expect(tree.root.subtree().count < 40)
    }

    @MainActor @Test func theSVGScalesEachChannelAndTheHTMLRefersToThatFilter() throws {
        let tree = Color.white.frame(width: 10, height: 10).colorMultiply(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)).resolved()
        let svg = try SVGEmitter().render(tree)
        let fragment = try HTMLEmitter().render(tree) { _ in nil }
        let html = fragment.body
        for document in [svg, html] {
            #expect(document.contains("<feFuncR type=\"linear\" slope=\"1\"/>"), "\(document)")
            #expect(document.contains("<feFuncG type=\"linear\" slope=\"0.5\"/>"))
            #expect(document.contains("<feFuncB type=\"linear\" slope=\"0\"/>"))
            #expect(document.contains("<feFuncA type=\"linear\" slope=\"0.5\"/>"))
        }
        #expect(html.contains("<filter id=\"n0-filter\""))
        #expect(fragment.css.contains("url(#n0-filter)"), "\(fragment.css)")
    }
}
