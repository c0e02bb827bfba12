import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// Issue 4's corpus of hostile strings, pushed through everything that writes text — the screen
/// (text, button label, link label, navigation titles, the destination page) and the page shell
/// (title, summary, index). Every document must validate, and every text must read back equal to
/// what went in, except for what XML cannot carry: dropped characters (see MarkupEscaping) and
/// line ends, which every XML and HTML parser reads as LF.
@MainActor @Suite struct HostileCorpusTests {
    nonisolated static let corpus: [(name: String, text: String)] = {
        var controls = ""
        for value in 0x00...0x1F { controls.unicodeScalars.append(Unicode.Scalar(value)!) }
        var nonCharacters = "a"
        for value: UInt32 in [0xFFFE, 0xFFFF] { nonCharacters.unicodeScalars.append(Unicode.Scalar(value)!) }
        nonCharacters += "b"
        return [
            ("markup", "<script>alert('x')</script><b>bold</b><!-- c --><![CDATA[x]]>"),
            ("quotes and ampersands", "\"double\" 'single' & &amp; &#60; &lt; a&&b"),
            ("cdata end", "]]> and ]]]]>> and ]>"),
            ("C0 controls", "start" + controls + "end"),
            ("noncharacters", nonCharacters),
            ("lone combining marks", "\u{0301}\u{0308} acute first, then e\u{0301}"),
            ("RTL marks", "\u{200F}שלום\u{200E} abc \u{202E}reversed\u{202C}"),
            ("emoji", "🌱 👩‍👩‍👧‍👦 🏳️‍🌈 1️⃣"),
            ("line ends", "one\ntwo\r\nthree\rfour\tfive"),
            ("1 MB", String(repeating: "0123456789<&>\"'", count: 1_000_000 / 15)),
        ]
    }()

    /// What a parser reads back: the allowed characters, with CR and CRLF as LF.
    nonisolated static func readBack(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars where MarkupEscaping.isAllowed(scalar) {
            if scalar == "\r" {
                out.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = false
            out.append(scalar)
        }
        return String(out)
    }

    private struct Screen: View {
        let text: String
        var body: some View {
            NavigationStack {
                VStack {
                    Text(text)
                    Button(text) {}
                    NavigationLink(text) { Text(text).navigationTitle(text) }
                }
                .navigationTitle(text)
            }
        }
    }

    @Test(arguments: corpus.map(\.name))
    func everyDocumentValidatesAndReadsBack(name: String) async throws {
        let text = try #require(Self.corpus.first { $0.name == name }).text
        let page = SitePage(id: "hostile", title: text, summary: text) { AnyView(Screen(text: text)) }
        let output = await SiteRenderer().render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        let expected = Self.readBack(text)
        let documents = output.files.filter { $0.path.hasSuffix(".html") }
        #expect(documents.count == 3)  // the screen, the link's destination, the index
        for document in documents {
            let report = Validator().validate(document.contents, as: .html)
            #expect(report.isValid, "\(document.path): \(report.formatted(documentName: document.path))")
            let texts = try ElementTexts.read(document.contents)
            // The screen shows the text as text, button label, link label and bar title; the
            // destination as text and bar title; every page has it in its title and header. A
            // text cut to its line (a bar title) keeps the whole string as its title attribute.
            let minimum = document.path == "index.html" ? 1 : 3
            #expect(texts.filter { $0 == expected }.count >= minimum, "\(document.path): \(name) did not read back: \(texts.filter { !$0.isEmpty }.map { String($0.prefix(80)) })")
        }
    }

    /// The same screens as SVG: every document valid, and the text read back equal from a
    /// `text` element (a text drawn on one line) or from the `title` of the group holding its
    /// lines (a text that wraps or is cut), the group's accessible name.
    @Test(arguments: corpus.map(\.name))
    func everySVGValidatesAndReadsBack(name: String) async throws {
        let text = try #require(Self.corpus.first { $0.name == name }).text
        let page = SitePage(id: "hostile", title: text, summary: text) { AnyView(Screen(text: text)) }
        let output = await SiteRenderer(writesSVG: true).render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        let expected = Self.readBack(text)
        let documents = output.files.filter { $0.path.hasSuffix(".svg") }
        #expect(documents.count == 2)  // the screen and the link's destination
        for document in documents {
            let report = Validator().validate(document.contents, as: .svg)
            #expect(report.isValid, "\(document.path): \(report.formatted(documentName: document.path))")
            let texts = try ElementTexts.read(document.contents)
            // The screen shows it as text, button label, link label and bar title, the
            // destination as text and bar title, and each document's title names the screen.
            #expect(texts.filter { $0 == expected }.count >= 3, "\(document.path): \(name) did not read back: \(texts.filter { !$0.isEmpty }.map { String($0.prefix(80)) })")
        }
    }
}

/// The text directly inside each element, as an XML parser (libxml2, through Foundation's
/// XMLDocument) reads it.
private enum ElementTexts {
    static func read(_ data: Data) throws -> [String] {
        let document = try XMLDocument(data: data, options: [])
        var texts: [String] = []
        var stack: [XMLNode] = document.rootElement().map { [$0] } ?? []
        while let node = stack.popLast() {
            guard let element = node as? XMLElement else { continue }
            let children = element.children ?? []
            texts.append(children.filter { $0.kind == .text }.compactMap(\.stringValue).joined())
            if let title = element.attribute(forName: "title")?.stringValue { texts.append(title) }
            stack.append(contentsOf: children.reversed())
        }
        return texts
    }
}
