import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// An interactive element inside another (a Link or NavigationLink in a Button's label, a Button
/// in a list row that is a link): HTML and SVG nest no control in a control, so in both formats
/// the outer one is the control and the inner one is drawn as its label only.
@MainActor @Suite struct NestedControlTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGEmitter().render(view.resolved()) { $0.pageName + ".svg" }
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func linkInsideAButtonIsTheButtonsLabelInBothFormats() throws {
        let view = Button(action: {}) {
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
        }
        let html = try render(view)
        #expect(html.count("<button") == 1)
        #expect(html.count("<a ") == 0)
        #expect(html.count("data-role=\"link\"") == 1)
        let svg = try svg(view)
        #expect(occurrences(of: "<a ", in: svg) == 0, "the button, which SVG draws as its label, wins over the link")
        #expect(svg.contains("Terms"))
    }

    @Test func navigationLinkInsideAButtonIsTheButtonsLabelInBothFormats() throws {
        let view = NavigationStack {
            Button(action: {}) { NavigationLink("Open") { Text("Page") } }
        }
        let html = try render(view)
        #expect(html.count("<button") == 1 && html.count("data-role=\"link\"") == 1)
        #expect(!html.body.contains("href=\"Page.html\""))
        #expect(occurrences(of: "<a ", in: try svg(view)) == 0)
    }

    @Test func buttonInALinkRowIsTheRowLinksLabelInBothFormats() throws {
        let view = NavigationStack {
            List {
                NavigationLink(destination: Text("Details").navigationTitle("Details")) {
                    HStack {
                        Text("Item")
                        Button("Favorite") {}
                    }
                }
            }
        }
        let html = try render(view)
        #expect(html.count("<a ") == 1 && html.count("href=\"Details.html\"") == 1)
        #expect(html.count("<button") == 0 && html.count("data-role=\"button\"") == 1)
        let svg = try svg(view)
        #expect(occurrences(of: "<a ", in: svg) == 1 && svg.contains("xlink:href=\"details.svg\""))
    }
}
