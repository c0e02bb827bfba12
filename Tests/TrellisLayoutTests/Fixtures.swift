import Foundation
import Trellis
import TrellisLayout

/// Chromium's recordings in Fixtures/, made by `scripts/record-text-metrics.sh`: it loads the
/// cases of scripts/text-metrics/cases.js in headless Chromium 156 with the Inter and DejaVu faces
/// as @font-face (and a fontconfig that knows no other fonts), and
/// records measureText widths, span boxes, line boxes and baselines, and each line's characters
/// (from Range.getClientRects per code point). Rerun the script after changing the cases; the
/// fixtures are one case per line, so the diff shows what moved.
enum Fixtures {
    struct RecordedFont: Decodable, Hashable, CustomStringConvertible {
        var family: String
        var size: Double
        var lineHeight: Double
        var weight: Int
        var italic: Bool

        /// The font as recorded, untracked (the recordings set no letter-spacing); the system
        /// font's cut follows the size, so a recording names the cut Trellis picks.
        var resolved: Font.Resolved {
            let design: Font.Design = switch family {
            case "DejaVu Serif": .serif
            case "DejaVu Sans Mono": .monospaced
            default: .default
            }
            let font = Font.Resolved(design: design, size: CGFloat(size), lineHeight: CGFloat(lineHeight),
                                     weight: Font.Weight(value: weight), isItalic: italic)
            precondition(font.family == family, "recorded \(family) at \(size) px, which Trellis draws in \(font.family)")
            return font
        }

        var description: String { "\(family) \(size)/\(lineHeight) \(weight)\(italic ? " italic" : "")" }
    }

    struct Width: Decodable {
        var text: String
        var font: RecordedFont
        var measureText: Double
        var box: Double
    }

    struct LetterSpacing: Decodable {
        var text: String
        var font: RecordedFont
        var letterSpacing: Double
        var measureText: Double
        var withoutLetterSpacing: Double
        /// The span's box with CSS `letter-spacing`.
        var box: Double
    }

    struct LetterSpacingBreak: Decodable {
        var text: String
        var font: RecordedFont
        var width: Double
        var letterSpacing: Double
        var lines: [Break.Line]
    }

    struct Vertical: Decodable {
        var font: RecordedFont
        var ascent: Double
        var descent: Double
        var baseline: Double
        var lineBox: Double
    }

    struct Opportunities: Decodable {
        var text: String
        var font: RecordedFont
        var segments: [String]
    }

    struct Break: Decodable {
        struct Line: Decodable {
            var start: Int
            var end: Int
            var text: String
            var width: Double
        }

        var text: String
        var font: RecordedFont
        var width: Double
        var lines: [Line]
        var height: Double
    }

    private struct File<Case: Decodable>: Decodable {
        var chromium: String
        var cases: [Case]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            chromium = try container.decode(String.self, forKey: AnyKey("chromium"))
            let key = container.allKeys.first { $0.stringValue != "chromium" && $0.stringValue != "recordedBy" }
            guard let key else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no cases")) }
            cases = try container.decode([Case].self, forKey: key)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load<Case: Decodable>(_ name: String, as: Case.Type = Case.self) throws -> [Case] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONDecoder().decode(File<Case>.self, from: data).cases
    }

    static func widths() throws -> [Width] { try load("text-widths.json") }
    static func letterSpacing() throws -> [LetterSpacing] { try load("letter-spacing.json") }
    static func letterSpacingBreaks() throws -> [LetterSpacingBreak] { try load("letter-spacing-breaks.json") }
    static func vertical() throws -> [Vertical] { try load("vertical-metrics.json") }
    static func opportunities() throws -> [Opportunities] { try load("break-opportunities.json") }
    static func breaks() throws -> [Break] { try load("line-breaks.json") }
}

/// One measurer for every test: loading the fonts is the slow part, and sharing it also
/// exercises the caches across tests running in parallel.
let measurer: TextMeasurer = {
    do { return try TextMeasurer() } catch { fatalError("\(error)") }
}()

/// A string with its invisible characters spelled out, for failure messages.
func visible(_ string: String) -> String {
    string.unicodeScalars.map { scalar in
        scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
}
