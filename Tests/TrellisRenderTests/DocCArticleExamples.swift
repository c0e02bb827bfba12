import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

// The code blocks of the Trellis DocC articles (Sources/Trellis/Trellis.docc), compiled and run.
// Each region between a `// DocC: <article>` mark and `// DocC: end` is one of the article's
// ```swift blocks, in order; `theArticlesShowTheCodeTheTestsRun` checks that every block of every
// article is such a region, so an article cannot show code that does not compile.

// DocC: Trellis.md
struct HelloCard: View {
    var name: String

    var body: some View {
        VStack(spacing: 8) {
            Text("Hello, \(name)").font(.headline)
            Button("Wave") {}
        }
        .padding()
    }
}
// DocC: end

// DocC: ThePipeline.md
@MainActor func helloTree() -> ResolvedTree {
    var environment = EnvironmentValues()
    environment.theme = .brinjal
    environment.colorScheme = .dark
    return HelloCard(name: "Ada").resolved(in: environment)
}
// DocC: end

// DocC: ThePipeline.md
@MainActor func helloPage() throws -> String {
    let page = try HTMLEmitter().render(helloTree()) { destination in destination.pageName + ".html" }
    return page.stylesheet + page.body
}
// DocC: end

// DocC: ThemesAndDesignTokens.md
let harbor: Theme = {
    var theme = Theme(name: "Harbor")
    theme.colors.tint = Color(light: Color(rgb: 0x005A9C), dark: Color(rgb: 0x7FB8E6))
    theme.spacing.small = 6
    return theme
}()
// DocC: end

// DocC: ThemesAndDesignTokens.md
struct ThemeBadge: View {
    @Environment(\.theme) var theme

    var body: some View {
        Text(theme.name)
            .font(theme.fonts.title)
            .padding(theme.spacing.small)
    }
}

struct HarborBadge: View {
    var body: some View {
        ThemeBadge().theme(harbor)
    }
}
// DocC: end

// DocC: ThemesAndDesignTokens.md
func harborRoundTrip(in folder: URL) throws -> Theme {
    let file = folder.appendingPathComponent("harbor.resolver.json")
    try harbor.designTokensResolver().write(to: file, atomically: true, encoding: .utf8)
    return try Theme(designTokensFile: file.path)
}
// DocC: end

/// The Styles article's shape styles, as the body it would be written in.
struct ShapeStylesExample: View {
    var body: some View {
// DocC: Styles.md
Text("Morning run").font(.largeTitle).bold()
    .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
Text("NEW").padding(6).background(.ultraThinMaterial, in: Capsule())
// DocC: end
    }
}

@MainActor @Suite struct DocCArticleExamples {
    @Test func theArticlesShowTheCodeTheTestsRun() throws {
        try expectArticles(in: "Sources/Trellis/Trellis.docc", showRegionsOf: #filePath)
    }

    @Test func thePipelineArticleResolvesAndWritesThePage() throws {
        let dump = helloTree().dump()
        // Brinjal's dark text, not Marigold's: the environment set before resolving reached the view.
        #expect(dump.contains("text \"Hello, Ada\""))
        #expect(dump.contains("#E8C6FF"))
        let page = try helloPage()
        #expect(page.contains(">Hello, Ada<"))
        #expect(page.contains(">Wave</span>"))
    }

    @Test func theThemeArticlesBadgeTakesTheThemeItIsGiven() {
        let dump = HarborBadge().resolved(in: EnvironmentValues()).dump()
        #expect(dump.contains("text \"Harbor\""))
        #expect(!dump.contains("text \"Marigold\""))
    }

    @Test func theThemeArticlesTokenFileReadsBackAsTheSameTheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docc-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let back = try harborRoundTrip(in: folder)
        #expect(back.name == "Harbor")
        #expect(back.spacing.small == 6)
        // The same theme as far as anything drawn can tell: a tinted view resolves alike in both schemes.
        for scheme in ColorScheme.allCases {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let tinted = VStack { ThemeBadge(); Button("Go") {} }
            #expect(tinted.theme(back).resolved(in: environment).dump() == tinted.theme(harbor).resolved(in: environment).dump())
        }
    }
}

/// Checks that the ```swift blocks of every article in `catalog` are, in order, the regions of
/// `testFile` marked with that article's file name.
func expectArticles(in catalog: String, showRegionsOf testFile: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOfFile: testFile, encoding: .utf8)
    let folder = root.appendingPathComponent(catalog)
    let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
    #expect(!articles.isEmpty, "no articles in \(catalog)", sourceLocation: sourceLocation)
    for article in articles {
        let text = try String(contentsOf: folder.appendingPathComponent(article), encoding: .utf8)
        #expect(fencedBlocks(in: text) == markedRegions(in: source, mark: "// DocC: " + article),
                "\(catalog)/\(article) shows code that \(testFile) does not run", sourceLocation: sourceLocation)
    }
}

private func fencedBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```swift" {
            current = []
        } else if current != nil, line == "```" {
            blocks.append(current!.joined(separator: "\n") + "\n")
            current = nil
        } else {
            current?.append(line)
        }
    }
    return blocks
}

private func markedRegions(in source: String, mark: String) -> [String] {
    var regions: [String] = []
    var rest = source[...]
    while let start = rest.range(of: mark + "\n") {
        guard let end = rest.range(of: "// DocC: end\n", range: start.upperBound..<rest.endIndex) else { break }
        regions.append(String(rest[start.upperBound..<end.lowerBound]))
        rest = rest[end.upperBound...]
    }
    return regions
}
