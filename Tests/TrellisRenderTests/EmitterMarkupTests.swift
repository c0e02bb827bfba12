import Foundation
import Testing
import Trellis
import TrellisSite
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
        #expect(fragment.body.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"quotes\" ]]&gt; bell"))
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
        // More rows add markup, not rules: the same rules serve, but for the taller stack and the
        // wider two-digit rows ("Row 10" … "Row 49" share one).
        #expect(fifty.className(of: "span", containing: "Row 0") == name)
        #expect(fifty.className(of: "span", containing: "Row 10") == fifty.className(of: "span", containing: "Row 49"))
        #expect(fifty.stylesheet.split(separator: "\n").count == five.stylesheet.split(separator: "\n").count + 1)
        // No two rules carry the same declarations.
        let blocks = five.stylesheet.split(separator: "\n").filter { $0.hasPrefix(".t") }.map { $0.drop { $0 != "{" } }
        #expect(Set(blocks).count == blocks.count)
    }

    @Test func classNamesFollowFirstUse() throws {
        let fragment = try render(VStack { Text("a"); Text("b").bold() })
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen t0\""))
        #expect(fragment.className(of: "span", containing: "a") == "t2")
        #expect(fragment.className(of: "span", containing: "b") == "t3")
        #expect(fragment.rule("t3")?.contains("font-weight:700") == true)
    }

    /// Names come from the declarations with their colors left out: recoloring a node renames
    /// nothing, so a golden's diff is the color's line alone; changing its size renames that
    /// node's class and no other.
    @Test func classNamesAreHashesOfDeclarationsWithoutTheirColors() throws {
        func emit(_ second: Color, _ text: String = "b") throws -> HTMLFragment {
            try HTMLEmitter().render(VStack { Text("a"); Text(text).foregroundColor(second); Text("c") }.resolved()) { _ in nil }
        }
        let before = try emit(.blue)
        let recolored = try emit(.green)
        let resized = try emit(.blue, "a longer b")
        let classesBefore = ["a", "b", "c"].map { before.className(of: "span", containing: $0) }
        #expect(["a", "b", "c"].map { recolored.className(of: "span", containing: $0) } == classesBefore)
        let classesResized = ["a", "a longer b", "c"].map { resized.className(of: "span", containing: $0) }
        #expect(classesBefore[0] == classesResized[0])
        #expect(classesBefore[1] != classesResized[1])
        #expect(classesBefore[2] == classesResized[2])
        // "t" and six base-36 digits; the same text in another run gives the same name.
        let name = try #require(classesBefore[0])
        #expect(name.count == 7 && name.hasPrefix("t"))
        #expect(try emit(.blue) == before)
    }

    @Test func rulesThatDifferOnlyInColorTakeSuffixesInFirstUseOrder() throws {
        let fragment = try HTMLEmitter().render(
            HStack { Text("x").foregroundColor(.red); Text("x").foregroundColor(.blue) }.resolved()) { _ in nil }
        let red = try #require(fragment.className(of: "span", containing: "x"))
        #expect(fragment.stylesheet.contains("." + red + "-2{"))
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
        let firstClass = fragment.body[firstRow.upperBound...].prefix { $0 != "\"" }
        #expect(fragment.rule(String(firstClass))?.contains("linear-gradient") == false)
        #expect(fragment.stylesheet.contains("background-size:calc(100% - 16px) 1px"))
        // Rows are the engine's 44 points tall on a card 16 points in from the list's edges.
        #expect(fragment.rule(String(firstClass))?.contains("width:358px;height:44px") == true)
        #expect(fragment.stylesheet.contains("left:16px;top:"))
        #expect(fragment.stylesheet.contains("background-color:#ffffff;border-radius:10px;overflow:hidden"))
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
        #expect(marked.body.contains("<div class=\"t1\" id=\"n0\">"))
        #expect(marked.body.contains("id=\"n0.0\">a</span>"))
        #expect(marked.body.contains("id=\"n0.1.0\"><path "))
        #expect(marked.body.contains("id=\"n0.1.1\"><span class=\"t6\" id=\"n0.1.1.0\">b</span>"))
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
