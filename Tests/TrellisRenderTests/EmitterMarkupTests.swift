import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisRender
@testable import TrellisTestSupport

struct HostileDestination: View {
    var body: some View {
        Text("Away").navigationTitle("<b>Back & \"forth\"</b>")
    }
}

struct HostileScreen: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("<script>alert('x')</script> & \"quotes\" ]]> \u{1}\u{7}bell")
                NavigationLink("Go <now>", destination: HostileDestination())
            }
            .navigationTitle("Title <i>&</i> \u{0}")
        }
    }
}

@MainActor
struct EmitterMarkupTests {
    @Test func hostileTextIsEscapedOrDropped() throws {
        let fragment = try render(HostileScreen())
        #expect(!fragment.body.contains("<script"))
        // The text wraps, and its lines are written as the engine broke them (its last word
        // moved down), so the escaped pieces are checked apart.
        #expect(fragment.body.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"quotes\""))
        #expect(fragment.body.contains("]]&gt; bell"))
        #expect(fragment.body.contains("Title &lt;i&gt;&amp;&lt;/i&gt; "))
        #expect(!fragment.body.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        #expect(isWellFormedXML(fragment.body))
    }

    @Test func hostileHrefsAreEscapedInTheAttribute() throws {
        let tree = HostileScreen().resolved()
        let fragment = try HTMLEmitter().render(tree, back: "a\"b.html") { _ in "page.html?x=1&y=\"2\"" }
        #expect(fragment.body.contains("href=\"page.html?x=1&amp;y=&quot;2&quot;\""))
        #expect(isWellFormedXML(fragment.body))
    }

    @Test func renderingIsDeterministic() async throws {
        let first = try render(HostileScreen(), theme: .brinjal)
        let second = try render(HostileScreen(), theme: .brinjal)
        #expect(first == second)
        let tree = HostileScreen().resolved()
        // Off the main actor and concurrently, too: the tree is Sendable data.
        let fragments = try await withThrowingTaskGroup(of: HTMLFragment.self) { group in
            for _ in 0..<4 {
                group.addTask { try HTMLEmitter().render(tree) { $0.name + ".html" } }
            }
            var all: [HTMLFragment] = []
            for try await fragment in group { all.append(fragment) }
            return all
        }
        #expect(fragments.allSatisfy { $0 == fragments[0] })
    }

    @Test func identicalDeclarationsShareOneClass() throws {
        let five = try render(VStack { ForEach(0..<5) { Text("Row \($0)") } })
        let fifty = try render(VStack { ForEach(0..<50) { Text("Row \($0)") } })
        let name = try #require(five.className(of: "span", containing: "Row 0"))
        for row in 1..<5 { #expect(five.className(of: "span", containing: "Row \(row)") == name) }
        #expect(five.count("class=\"\(name)\"") == 5)
        // More rows add markup, not rules: the taller stack and the wider two-digit rows differ
        // only in their sizes, which are each element's own.
        #expect(fifty.className(of: "span", containing: "Row 0") == name)
        #expect(fifty.className(of: "span", containing: "Row 10") == name)
        #expect(fifty.stylesheet == five.stylesheet)
        // No two rules carry the same declarations.
        let blocks = five.stylesheet.split(separator: "\n").filter { $0.hasPrefix(".t") }.map { $0.drop { $0 != "{" } }
        #expect(Set(blocks).count == blocks.count)
    }

    @Test func classNamesFollowFirstUse() throws {
        let fragment = try render(VStack { Text("a"); Text("b").bold() })
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen t0\""))
        let a = try #require(fragment.className(of: "span", containing: "a"))
        let b = try #require(fragment.className(of: "span", containing: "b"))
        #expect(a != b)
        #expect(fragment.rule(b)?.contains("font-weight:700") == true)
        #expect(fragment.stylesheet.range(of: "." + a + "{")!.lowerBound < fragment.stylesheet.range(of: "." + b + "{")!.lowerBound)
    }

    /// A class holds what its elements share; each element's place, size and colors are its own
    /// `style`. So recoloring a node or changing its text renames no class: a golden's diff is
    /// that node's line alone.
    @Test func classNamesDependOnlyOnSharedDeclarations() throws {
        func emit(_ second: Color, _ text: String = "b") throws -> HTMLFragment {
            try HTMLEmitter().render(VStack { Text("a"); Text(text).foregroundColor(second); Text("c") }.resolved()) { _ in nil }
        }
        let before = try emit(.blue)
        let recolored = try emit(.green)
        let resized = try emit(.blue, "a longer b")
        let classesBefore = ["a", "b", "c"].map { before.className(of: "span", containing: $0) }
        #expect(["a", "b", "c"].map { recolored.className(of: "span", containing: $0) } == classesBefore)
        #expect(["a", "a longer b", "c"].map { resized.className(of: "span", containing: $0) } == classesBefore)
        #expect(recolored.stylesheet == before.stylesheet)
        #expect(resized.stylesheet == before.stylesheet)
        // No class carries a color, a place or a size.
        for line in before.stylesheet.split(separator: "\n") where line.hasPrefix(".t") {
            #expect(!line.contains("#") && !line.contains("rgba(") && !line.contains("{width:") && !line.contains(";width:"), "\(line)")
        }
        // "t" and six base-36 digits; the same text in another run gives the same name.
        let name = try #require(classesBefore[0])
        #expect(name.count == 7 && name.hasPrefix("t"))
        #expect(try emit(.blue) == before)
    }

    @Test func navigationUsesNavAndH2WithABackLink() throws {
        let tree = SampleHome().resolved()
        let home = try HTMLEmitter().render(tree) { $0.name + ".html" }
        #expect(home.count("<nav ") == 1)
        #expect(home.body.contains(">Home</h2>"))
        #expect(home.body.contains("<a class=\"") && home.body.contains("href=\"SampleDetail.html\""))
        #expect(home.count("<button ") == 1 && home.body.contains("type=\"button\""))

        // The destination page: an inline title and a back link to the page it came from.
        var destination: ResolvedDestination?
        _ = try HTMLEmitter().render(tree) { destination = $0; return nil }
        let detail = try HTMLEmitter().render(try #require(destination).tree, back: "home.html") { _ in nil }
        #expect(detail.body.contains(">Detail</h2>"))
        #expect(detail.body.contains("href=\"home.html\""))
        #expect(detail.body.contains(">Home</span>"))
    }

    @Test func listsUseULAndLIWithSeparatorsBetweenRows() throws {
        let fragment = try render(SampleList())
        #expect(fragment.count("<ul ") == 2)
        #expect(fragment.count("<li ") == 5)
        #expect(fragment.body.contains(">PLANTS</span>"))
        // The first row of a section has no separator; the others do.
        let firstRow = try #require(fragment.body.range(of: "<li class=\""))
        let tag = fragment.body[firstRow.lowerBound...].prefix { $0 != ">" }
        let rowClass = try #require(tag.firstMatch(of: /class="([^"]*)"/)?.1)
        let row = (fragment.rule(String(rowClass)) ?? "") + ";" + (tag.firstMatch(of: /style="([^"]*)"/)?.1 ?? "")
        #expect(!row.contains("linear-gradient"))
        #expect(fragment.css.contains("background-size:calc(100% - 16px) 1px"))
        // Rows are the engine's 44 points tall on a card 16 points in from the list's edges.
        #expect(row.contains("width:358px;height:44px"), "\(row)")
        #expect(fragment.css.contains("left:16px;top:"))
        #expect(fragment.css.contains("background-color:#ffffff"))
        #expect(fragment.css.contains("border-radius:10px;overflow:hidden"))
    }

    @Test func segmentedPickerMarksTheSelectedSegment() throws {
        let fragment = try render(SampleList())
        #expect(fragment.count("role=\"radio\"") == 3)
        #expect(fragment.count("aria-checked=\"true\"") == 1)
        let selected = try #require(fragment.body.range(of: "aria-checked=\"true\""))
        #expect(fragment.body[selected.upperBound...].hasPrefix("><span class=") == true)
        #expect(fragment.body[selected.upperBound...].contains(">Sunflower</span>"))
    }

    @Test func pagesAreWellFormedXML() throws {
        for theme in Theme.all {
            for fragment in [try render(SampleHome(), theme: theme), try render(SampleList(), theme: theme)] {
                #expect(isWellFormedXML(harnessPage(fragment)))
            }
        }
    }

    @Test func unknownSymbolNamesTheSymbolThePathAndNearestNames() throws {
        let view = VStack { Text("x"); HStack { Image(systemName: "hart.fill") } }
        let error = try #require(throws: RenderError.self) { try render(view) }
        guard case .unknownSymbol(let name, let suggestions) = error.reason else {
            Issue.record("wrong reason: \(error.reason)")
            return
        }
        #expect(name == "hart.fill")
        #expect(suggestions == ["hare.fill", "heart.fill", "cart.fill"])
        #expect(error.path == "vstack > hstack[1] > image[0]")
        #expect(error.description.contains("'hart.fill'") && error.description.contains("'heart.fill'"))
    }

    @Test func nodeMarksArePathsOfChildPositions() throws {
        let tree = VStack { Text("a"); HStack { Image(systemName: "plus"); Text("b").padding(2) } }.resolved()
        let plain = try HTMLEmitter().render(tree) { _ in nil }
        #expect(!plain.body.contains(" id=\""))
        let marked = try HTMLEmitter(marksNodes: true).render(tree) { _ in nil }.numberedByFirstUse()
        // Inline styles left out: the ids are what this is about.
        let body = marked.body.replacing(#/ style="[^"]*"/#, with: "")
        #expect(body.contains(/<div class="t\d+" id="n0">/))
        #expect(body.contains("id=\"n0.0\">a</span>"))
        #expect(body.contains("id=\"n0.1.0\"><path "))
        #expect(body.contains(/id="n0.1.1"><span class="t\d+" id="n0.1.1.0">b<\/span>/))
        // Every node but none of the helper boxes is marked, each once.
        #expect(marked.count(" id=\"n") == 6)
    }

    @Test func listPartsAreMarkedToo() throws {
        let tree = List { Section("Head") { Text("Row") } }.resolved()
        let marked = try HTMLEmitter(marksNodes: true).render(tree) { _ in nil }.numberedByFirstUse()
        for mark in ["0", "0.0", "0.0.0", "0.0.0.0", "0.0.1", "0.0.1.0"] {
            #expect(marked.count("id=\"n\(mark)\"") == 1, "\(mark)")
        }
    }
}
