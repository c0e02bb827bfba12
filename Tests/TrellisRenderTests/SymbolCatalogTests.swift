import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisSite
@testable import TrellisTestSupport

/// The catalog a render draws symbols from: the built-in set, names close to an unknown one, the
/// placeholder, and that one catalog reaches both the layout engine and the emitter.
@MainActor struct SymbolCatalogTests {
    /// The names a new user reached for first and real apps use (issue 10, "Icons").
    static let common = [
        "wifi", "person.crop.circle", "moon.fill", "questionmark.circle", "bolt.horizontal", "plus.circle.fill",
        "timer", "clock", "person.3", "hourglass", "calendar", "magnifyingglass", "ellipsis.circle", "trash",
        "pencil", "square.and.arrow.up", "bell", "heart", "cart", "bookmark", "figure.walk", "bed.double.fill",
        "leaf.fill", "speaker.fill", "star", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up",
        "chevron.down", "chevron.forward", "chevron.backward", "gear", "gearshape", "house", "person", "person.2",
        "envelope", "phone", "camera", "photo", "lock", "globe", "map", "location", "flag", "tag", "folder", "doc",
        "doc.text", "paperclip", "link", "cloud", "sun.max", "bolt", "play.fill", "pause.fill", "stop.fill",
        "forward", "backward", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise",
        "square.and.pencil", "plus.circle", "minus.circle", "xmark.circle.fill", "exclamationmark.triangle",
        "list.bullet", "line.3.horizontal", "slider.horizontal.3", "ellipsis", "heart.fill", "star.fill",
        "cart.fill", "creditcard", "bag", "gift", "music.note", "mic", "video", "bubble.left", "paperplane", "eye",
        "eye.slash", "trash.fill", "square.grid.2x2", "calendar.badge.plus",
    ]

    @Test func drawsTheCommonNamesAndWellOverEighty() {
        for name in Self.common { #expect(SymbolCatalog.builtIn.symbol(named: name) != nil, "\(name)") }
        #expect(SymbolCatalog.builtIn.names.count >= 140)
        #expect(SymbolTable.names == SymbolCatalog.builtIn.names)
    }

    /// Every drawing keeps inside its grid's own aspect: what is wider than tall says so, so the
    /// layout engine sizes it wider than tall.
    @Test func wideSymbolsHaveWideGridsAndTheEngineKeepsTheirAspect() throws {
        for name in ["wifi", "person.2", "person.3", "bolt.horizontal", "bed.double.fill", "creditcard", "envelope", "video", "eye"] {
            #expect(try #require(SymbolCatalog.builtIn.symbol(named: name)).aspectRatio > 1.1, "\(name)")
        }
        let tree = Image(systemName: "person.3").font(.body).resolved()
        let frame = LayoutEngine.standard.layout(tree, in: CGSize(width: 390, height: 844))[0].frame
        #expect(abs(frame.width / frame.height - 1.5) < 0.01)
    }

    @Test(arguments: [
        ("magnifyingglas", ["magnifyingglass"]),
        ("chevron.rigth", ["chevron.right"]),
        ("chevron.lft", ["chevron.left"]),
        ("hearts", ["heart"]),
        ("Checkmark", ["checkmark"]),
        ("hart.fill", ["hare.fill", "heart.fill", "cart.fill"]),
        ("gear.fill", ["gear", "gearshape.fill"]),
        ("fill.heart", ["heart.fill"]),
        ("wifi.slash", ["wifi"]),
        ("chevronright", ["chevron.right"]),
        ("person.circle.fill", ["person.circle", "person.crop.circle.fill", "person.fill"]),
    ])
    func suggestsOnlyNamesThatAreGenuinelyClose(name: String, expected: [String]) {
        #expect(SymbolCatalog.builtIn.suggestions(for: name) == expected)
    }

    /// Before, 'wifi' was "close" to minus, plus and circle: tiny names are all a few edits apart.
    @Test(arguments: ["aardvark", "qwerty", "x", "", "thermometer.sun", "minus.plus.circle.star", "zebra.stripes"])
    func suggestsNothingWhenNothingIsClose(name: String) {
        #expect(SymbolCatalog.builtIn.suggestions(for: name).isEmpty)
    }

    @Test func registeredSymbolsAreDrawnAndLaidOutWithTheirAspect() throws {
        var catalog = SymbolCatalog.builtIn
        catalog.register(Symbol(name: "logo.wide", width: 48, height: 24, parts: [.fill(path: "M0 0H48V24Z", evenOdd: false)]))
        let tree = VStack { Image(systemName: "logo.wide") }.resolved()
        #expect(throws: RenderError.self) { try HTMLEmitter().render(tree) { _ in nil } }
        let emitter = HTMLEmitter(symbols: catalog)
        let html = try emitter.render(tree) { _ in nil }.body
        #expect(html.contains("viewBox=\"0 0 48 24\""))
        #expect(html.contains("><path d=\"M0 0H48V24Z\" fill=\"currentColor\"/></svg>"))
        let image = LayoutEngine(symbols: catalog).layout(tree, in: RenderCanvas.phone.size)[1].frame
        #expect(image.width == 2 * image.height)
        // A catalog set later is the one the screen is laid out with too.
        var later = HTMLEmitter()
        later.symbols = catalog
        #expect(try later.render(tree) { _ in nil }.body == html)
    }

    @Test func thePlaceholderPolicyDrawsTheDashedSquareForUnknownNames() throws {
        var catalog = SymbolCatalog.builtIn
        catalog.missingSymbols = .placeholder
        #expect(catalog.drawing(forSymbolNamed: "no.such.symbol") == SymbolCatalog.placeholder)
        #expect(catalog.drawing(forSymbolNamed: "star") == catalog.symbol(named: "star"))
        #expect(SymbolCatalog.builtIn.drawing(forSymbolNamed: "no.such.symbol") == nil)
        let tree = HStack { Image(systemName: "no.such.symbol"); Image(systemName: "questionmark.square.dashed") }.resolved()
        let html = try HTMLEmitter(symbols: catalog).render(tree) { _ in nil }.body
        var placeholder = MarkupWriter()
        SymbolCatalog.placeholder.writeParts(into: &placeholder)
        #expect(html.components(separatedBy: placeholder.output).count == 3)
        #expect(catalog.unknownSymbols(in: [("p.html", tree)]) == nil)
    }

    /// The SVG emitter looks names up in the same catalog, so a page's SVG draws what its HTML does.
    @Test func theSVGEmitterDrawsTheSameCatalogAndPlaceholder() throws {
        var catalog = SymbolCatalog.builtIn
        catalog.register(Symbol(name: "logo.wide", width: 48, height: 24, parts: [.fill(path: "M0 0H48V24Z", evenOdd: false)]))
        let tree = HStack { Image(systemName: "logo.wide"); Image(systemName: "no.such.symbol") }.resolved()
        #expect(throws: RenderError.self) { try SVGEmitter(symbols: catalog).render(tree) }
        catalog.missingSymbols = .placeholder
        let svg = try SVGEmitter(symbols: catalog).render(tree)
        #expect(svg.contains(" viewBox=\"0 0 48 24\"><path d=\"M0 0H48V24Z\" fill=\"#"))
        guard case .stroke(let dashes, _) = SymbolCatalog.placeholder.parts[0] else { return #expect(Bool(false)) }
        #expect(svg.contains("<path d=\"\(dashes)\""))
        let html = try HTMLEmitter(symbols: catalog).render(tree) { _ in nil }.body
        #expect(html.contains("<path d=\"\(dashes)\""))
        // The wide symbol's viewport is twice as wide as tall, as the engine sized it.
        let viewport = try #require(svg.range(of: " viewBox=\"0 0 48 24\""))
        let tag = svg[svg[..<viewport.lowerBound].range(of: "<svg", options: .backwards)!.lowerBound..<viewport.lowerBound]
        let width = try #require(tag.firstMatch(of: /width="([0-9.]+)"/).flatMap { Double($0.1) })
        let height = try #require(tag.firstMatch(of: /height="([0-9.]+)"/).flatMap { Double($0.1) })
        #expect(abs(width - 2 * height) < 0.02)
    }

    @Test func unknownNamesAreAllFoundWithEveryPlaceTheyAreUsed() throws {
        let home = VStack {
            Text("x")
            HStack { Image(systemName: "hearts"); Image(systemName: "star") }
            Image(systemName: "aardvark")
        }.resolved()
        let other = HStack { Image(systemName: "hearts") }.resolved()
        let pages = [("marigold/home.html", home), ("brinjal/home.html", home), ("marigold/other.html", other)]
        let unknown = try #require(SymbolCatalog.builtIn.unknownSymbols(in: pages))
        #expect(unknown.names.map(\.name) == ["aardvark", "hearts"])
        #expect(unknown.names[1].suggestions == ["heart"])
        #expect(unknown.names[1].uses.map(\.node) == ["vstack > hstack[1] > image[0]", "vstack > hstack[1] > image[0]", "hstack > image[0]"])
        #expect(unknown.description == """
            2 unknown symbol names:
              'aardvark' (no known name is close) at
                vstack > image[2] in marigold/home.html, brinjal/home.html
              'hearts' (did you mean 'heart'?) at
                vstack > hstack[1] > image[0] in marigold/home.html, brinjal/home.html
                hstack > image[0] in marigold/other.html
            """)
        #expect(SymbolCatalog.builtIn.unknownSymbols(in: [("ok.html", Image(systemName: "star").resolved())]) == nil)
    }

    @Test func aPlaceUsedOnManyPagesCountsTheRest() throws {
        let tree = Image(systemName: "nope").resolved()
        let pages = (1...6).map { ("p\($0).html", tree) }
        let unknown = try #require(SymbolCatalog.builtIn.unknownSymbols(in: pages))
        #expect(unknown.description.hasSuffix("    image in p1.html, p2.html, p3.html and 3 more pages"))
    }
}
