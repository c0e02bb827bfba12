import Foundation
import Testing
import Trellis
import TrellisTesting
import XCTest

/// The README's two golden-test examples ("Goldens"), run as written: the code
/// between each pair of `README` marks is the README's text, which `readmeShowsTheseExamples`
/// checks, so the two cannot drift apart.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                Toggle("Notifications", isOn: .constant(true))
                Text("Signed in as Ada")
            }
            .navigationTitle("Settings")
        }
    }
}

// README: Swift Testing
@MainActor @Test func settings() {
    assertGolden(of: SettingsView(), as: [.html, .dump], themes: Theme.all, colorSchemes: [.light, .dark])
}
// README: end

// README: XCTest
final class SettingsTests: XCTestCase {
    func testSettings() {
        assertGolden(of: SettingsView(), as: [.html, .dump])
    }
}
// README: end

@Test func readmeShowsTheseExamples() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    for mark in ["Swift Testing", "XCTest"] {
        let start = try #require(source.range(of: "// README: " + mark + "\n"))
        let end = try #require(source.range(of: "// README: end", range: start.upperBound..<source.endIndex))
        let snippet = String(source[start.upperBound..<end.lowerBound])
        #expect(readme.contains(snippet), "README lacks the \(mark) example:\n\(snippet)")
    }
}
