import Foundation
import Testing
import Trellis
@testable import TrellisLayout

/// Emoji and CJK: each cluster measured with the face that draws it (Noto Color Emoji, Noto Sans
/// CJK JP after Inter and DejaVu Sans), against widths computed apart from the engine
/// (scripts/record-fallback-widths.py, uharfbuzz and fontTools); Chromium's own widths and breaks
/// for such texts are in the text-metric recordings (TextWidthTests, LineBreakTests).
@Suite struct ScriptFallbackTests {
    struct Case: Decodable {
        var name: String
        var text: String
        var size: Double
        var width: Double
    }

    let body = Font.Resolved(size: 17, lineHeight: 22)

    @Test func widthsAreTheDrawingFacesWidths() throws {
        let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("fallback-widths.json"))
        let cases = try JSONDecoder().decode([Case].self, from: data)
        #expect(cases.count >= 11)
        for item in cases {
            // The engine keeps advances in Inter's 2816 units per em: within a few of them.
            #expect(abs(Double(measurer.width(of: item.text, font: body)) - item.width) < 0.01, "\(item.name)")
        }
    }

    /// An emoji sequence is one glyph of the emoji face, never broken inside, however narrow the line.
    @Test func emojiSequencesStayWholeOnALine() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        for sequence in [family, "\u{1F1EF}\u{1F1F5}", "\u{1F44D}\u{1F3FD}", "1\u{FE0F}\u{20E3}"] {
            let lines = measurer.layout(sequence + sequence, font: body, width: 10, lineLimit: nil, truncationMode: .tail).lines
            #expect(lines.map(\.text) == [sequence, sequence], "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A character DejaVu Sans has draws in DejaVu alone (U+2764 HEAVY BLACK HEART) and in color
    /// with U+FE0F after it; U+FE0E keeps it text.
    @Test func variationSelectorsPickTheFace() {
        let text = measurer.width(of: "\u{2764}", font: body)
        #expect(measurer.width(of: "\u{2764}\u{FE0F}", font: body) != text)
        #expect(measurer.width(of: "\u{2764}\u{FE0E}", font: body) == text)
        #expect(measurer.width(of: "\u{2764}\u{FE0F}", font: body) == measurer.width(of: "\u{1F600}\u{FE0F}", font: body))
    }

    /// Chromium breaks between CJK characters, and keeps ， off a line's start.
    @Test func cjkBreaksBetweenCharacters() {
        let lines = measurer.layout("\u{4F60}\u{597D}\u{FF0C}\u{4E16}\u{754C}", font: body, width: 55, lineLimit: nil, truncationMode: .tail).lines
        #expect(lines.map(\.text) == ["\u{4F60}\u{597D}\u{FF0C}", "\u{4E16}\u{754C}"])
    }

    /// A site carries only the glyphs its pages use: none of the faces for Latin text, and the CJK
    /// face's subset for three kanji is small and keeps their advances.
    @Test func subsetsHoldOnlyWhatThePagesUse() throws {
        #expect(try ScriptFallbackSubsets.subsets(for: Set("Café — naïve".unicodeScalars.map(\.value))).isEmpty)
        let kanji = Set("\u{65E5}\u{672C}\u{8A9E}".unicodeScalars.map(\.value))
        let subsets = try ScriptFallbackSubsets.subsets(for: kanji)
        #expect(subsets.map(\.assetName) == ["NotoSansCJK-Regular-JP.otf", "NotoSansCJK-Bold-JP.otf"])
        for subset in subsets { #expect(subset.contents.count < 40_000, "\(subset.assetName): \(subset.contents.count) bytes") }
        #expect(try ScriptFallbackSubsets.subsets(for: kanji) == subsets)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("subset-\(UUID().uuidString).otf")
        defer { try? FileManager.default.removeItem(at: file) }
        try subsets[0].contents.write(to: file)
        let face = try FontFace(path: file.path, fileName: "subset.otf")
        #expect(face.advance(of: "\u{65E5}\u{672C}\u{8A9E}") == 3000)
        #expect(!face.hasGlyph(for: "\u{4E2D}"))
    }

    /// The emoji subset keeps the sequences' ligatures: a skin-toned thumb is still one glyph.
    @Test func emojiSubsetKeepsSequences() throws {
        let text = "ok \u{1F44D}\u{1F3FD}"
        let subsets = try ScriptFallbackSubsets.subsets(for: Set(text.unicodeScalars.map(\.value)))
        let emoji = try #require(subsets.first { $0.assetName == "NotoColorEmoji.ttf" })
        #expect(emoji.contents.count < 100_000, "\(emoji.contents.count) bytes")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("subset-\(UUID().uuidString).ttf")
        defer { try? FileManager.default.removeItem(at: file) }
        try emoji.contents.write(to: file)
        let face = try FontFace(path: file.path, fileName: "subset.ttf")
        #expect(face.drawsColorEmoji)
        // One glyph: 2550 units, 136 px at the 109 px strike, 136/109 em in the face's 2048 units.
        #expect(face.advance(of: "\u{1F44D}\u{1F3FD}") == (136 * 2048 + 54) / 109)
    }
}
