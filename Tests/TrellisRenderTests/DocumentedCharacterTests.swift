import Foundation
import Testing
import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// docs/validation.md tabulates which characters the emitters drop and which the validator rejects; every
/// code point the table names is checked here against `MarkupEscaping` and `Validator`, so the table cannot
/// drift from the code again (it once said DEL, the C1 controls and U+FDD0 pass through; the emitters drop them).
struct DocumentedCharacterTests {
    struct Row {
        var line: String
        var scalars: [UInt32]
        var emitterKeeps: Bool
        var validatorAccepts: Bool
    }

    static func documentedRows() throws -> [Row] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/validation.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        guard let section = text.range(of: "### Characters XML cannot carry") else { return [] }
        let lines = text[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("### ") }
        return lines.compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, ["drop", "keep"].contains(cells[1]), ["rejects", "accepts"].contains(cells[2])
            else { return nil }
            return Row(line: String(line), scalars: codePoints(in: cells[0]),
                       emitterKeeps: cells[1] == "keep", validatorAccepts: cells[2] == "accepts")
        }
    }

    /// Every `U+XXXX` and every range `U+XXXX–U+YYYY` in the cell.
    static func codePoints(in cell: String) -> [UInt32] {
        var values: [UInt32] = []
        let pattern = try! NSRegularExpression(pattern: "U\\+([0-9A-F]{4,6})(?:–U\\+([0-9A-F]{4,6}))?")
        for match in pattern.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)) {
            let first = UInt32(cell[Range(match.range(at: 1), in: cell)!], radix: 16)!
            let last = Range(match.range(at: 2), in: cell).map { UInt32(cell[$0], radix: 16)! } ?? first
            values += Array(first...last)
        }
        return values
    }

    @Test func theTableCoversEveryKindOfCharacter() throws {
        let rows = try Self.documentedRows()
        #expect(rows.count == 7)
        // Each of the four verdict pairs but (keep, rejects) occurs: the emitters never keep what XML rejects.
        #expect(!rows.contains { $0.emitterKeeps && !$0.validatorAccepts })
        #expect(rows.allSatisfy { !$0.scalars.isEmpty })
    }

    @Test func theEmittersDropExactlyWhatTheTableSays() throws {
        for row in try Self.documentedRows() {
            for value in row.scalars {
                let scalar = Unicode.Scalar(value)!
                #expect(MarkupEscaping.isAllowed(scalar) == row.emitterKeeps, "U+\(String(value, radix: 16)): \(row.line)")
                let kept = MarkupEscaping.text("a" + String(scalar) + "b") != "ab"
                #expect(kept == row.emitterKeeps, "U+\(String(value, radix: 16)) in text: \(row.line)")
            }
        }
    }

    @Test func theValidatorAcceptsExactlyWhatTheTableSays() throws {
        let validator = Validator()
        let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><title>a"
        for row in try Self.documentedRows() {
            for value in row.scalars {
                // Raw, as a file from elsewhere would carry it; only the two markup characters as references.
                let character = value == 0x26 || value == 0x3C ? "&#\(value);" : String(Unicode.Scalar(value)!)
                let document = open + character + "b</title></svg>"
                #expect(validator.validate(document, as: .svg).isValid == row.validatorAccepts,
                        "U+\(String(value, radix: 16)): \(row.line)")
            }
        }
    }
}
