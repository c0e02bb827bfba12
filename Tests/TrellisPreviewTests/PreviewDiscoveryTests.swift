#if TRELLIS_PREVIEW_MACRO
import Foundation
import Testing
@testable import Trellis

/// `#Preview` leaves a record the executable's section collects; `Preview.all` reads them back
/// with nothing else naming them.
@MainActor @Suite struct PreviewDiscoveryTests {
    /// This target's own previews, found without the list `Preview.all` is meant to make
    /// unnecessary (CorpusEveryday, linked into the same test executable, has previews of its own).
    private var previews: [Preview] {
        Preview.all.filter { $0.fileID == "TrellisPreviewTests/PreviewsAsWritten.swift" }
    }

    /// The lines `#Preview` is written on, read from the source rather than copied into the test.
    private func previewLines() throws -> [Int] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PreviewsAsWritten.swift")
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        return lines.indices.filter { lines[$0].hasPrefix("#Preview") }.map { $0 + 1 }
    }

    @Test func everyPreviewIsFoundWhereItIsWrittenInSourceOrder() throws {
        let lines = try previewLines()
        #expect(lines.count == 5)
        #expect(previews.map(\.line) == lines)
        #expect(previews.allSatisfy { $0.column == 1 })
        #expect(previews.map(\.name) == ["x", nil, "Card that fits", "Fixed card", "Swatch"])
    }

    @Test func eachPreviewIsFoundOnce() throws {
        let all = Preview.all
        let places = all.map { "\($0.fileID):\($0.line):\($0.column)" }
        #expect(Set(places).count == places.count)
        // Every `#Preview` written in this target's files, and no other of this target's.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let written = try files.map { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n").filter { $0.hasPrefix("#Preview") }.count
        }.reduce(0, +)
        let own = all.filter { $0.fileID.hasPrefix("TrellisPreviewTests/") }
        #expect(own.count == written)
        #expect(own.count > previews.count)
    }

    @Test func traitsAreKeptInTheOrderWritten() throws {
        let fixed = try #require(previews.first { $0.name == "Fixed card" })
        #expect(fixed.traits.map(\.value) == [.fixedLayout(width: 200, height: 120), .orientation(.landscapeLeft)])
        let fits = try #require(previews.first { $0.name == "Card that fits" })
        #expect(fits.traits.map(\.value) == [.sizeThatFitsLayout])
        #expect(previews.first { $0.name == "x" }?.traits.isEmpty == true)
    }

    @Test func theBodyIsTheOneWrittenInTheMacro() throws {
        let x = try #require(previews.first { $0.name == "x" })
        let tree = x.makeView().resolved()
        #expect(tree.root.subtree().contains { node in
            if case .text(let text) = node.kind { text.string == "hi" } else { false }
        })
        let unnamed = try #require(previews.first { $0.name == nil })
        #expect(unnamed.makeView().resolved().root.dump().contains("Hello, Ada"))
    }
}
#endif
