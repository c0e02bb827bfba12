import Foundation
import Testing
import Trellis
import TrellisTesting
import XCTest

// The code blocks of the TrellisTesting DocC articles (Sources/TrellisTesting/TrellisTesting.docc),
// compiled and run: each region between a `// DocC: <article>` mark and `// DocC: end` is one of
// the article's ```swift blocks, in order, which `theArticlesShowTheCodeTheTestsRun` checks.
// Their goldens are in __Goldens__/DocCGoldenExamples.

// DocC: Goldens.md
struct WelcomeCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Welcome").font(.headline)
            Text("Three new messages").foregroundStyle(.secondary)
        }
        .padding()
    }
}

@MainActor @Test func welcomeCard() {
    assertGolden(of: WelcomeCard(), as: [.dump], themes: [.marigold, .brinjal], colorSchemes: [.light, .dark])
}
// DocC: end

// DocC: Goldens.md
final class WelcomeCardTests: XCTestCase {
    func testWelcomeCard() {
        assertGolden(of: WelcomeCard(), as: [.dump])
    }
}
// DocC: end

@Test func theGoldenArticlesShowTheCodeTheTestsRun() throws {
    try expectArticles(in: "Sources/TrellisTesting/TrellisTesting.docc", showRegionsOf: #filePath)
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
