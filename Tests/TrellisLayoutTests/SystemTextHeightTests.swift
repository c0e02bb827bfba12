import Foundation
import Testing
import Trellis
import TrellisLayout

/// One-line text heights against the iPhone's, as recorded by `scripts/record-ios-text-heights.py`
/// (an iOS simulator's `Text("X")` at each text style, display scale 1, so whole points rounded up).
@Suite struct SystemTextHeightTests {
    struct Recording: Decodable {
        struct Height: Decodable {
            var style: String
            var height: Double
        }

        var scale: Double
        var texts: [Height]
    }

    static func recording() throws -> Recording {
        let url = Fixtures.directory.appendingPathComponent("ios-text-heights.json")
        return try JSONDecoder().decode(Recording.self, from: Data(contentsOf: url))
    }

    @Test func everyTextStyleHasAnIOSFigure() throws {
        let recording = try Self.recording()
        let recorded = Set(recording.texts.map(\.style))
        #expect(recorded == Set(Font.TextStyle.allCases.map(\.rawValue)))
        #expect(recording.scale == 1)
    }

    /// iOS sizes a one-line `Text` by the system font's own ascent and descent (SF Pro's 2444/2048
    /// em: 20.29 pt at 17 pt), as Trellis does (`Font.Resolved.naturalLineHeight`).
    @Test func oneLineHeightsRoundUpToTheIPhones() throws {
        let recording = try Self.recording()
        for figure in recording.texts {
            let style = try #require(Font.TextStyle(rawValue: figure.style))
            let height = oneLineHeight(Font.system(style).resolve())
            #expect((Double(height) * recording.scale).rounded(.up) / recording.scale == figure.height, "\(figure.style)")
        }
    }

    /// `.system(size:weight:)` at a text style's size is as tall on one line as the style, at any
    /// weight and design: the two ways of asking for the system font agree.
    @Test func aFixedSizeIsAsTallAsTheTextStyleOfThatSize() {
        for style in Font.TextStyle.allCases {
            let styled = Font.system(style).resolve()
            for weight in [Font.Weight.regular, .medium, .bold] {
                for design in [Font.Design.default, .rounded, .serif, .monospaced] {
                    let fixed = Font.system(size: styled.size, weight: weight, design: design).resolve()
                    #expect(oneLineHeight(fixed) == oneLineHeight(styled), "\(style) \(weight) \(design)")
                }
            }
        }
    }

    /// A text style's wrapped lines are its leading apart (body: 22 pt), so n lines are
    /// (n − 1) leadings and one line tall; where the font's own height passes the leading
    /// (caption2: 13.13 against 13), lines are that height apart and never overlap.
    @Test func wrappedLinesAreTheTextStylesLeadingApart() throws {
        for style in Font.TextStyle.allCases {
            let font = Font.system(style).resolve()
            let text = ResolvedText(string: "one\ntwo\nthree", font: font, color: Color.Resolved(rgb: 0),
                                    lineLimit: nil, alignment: .leading, isUnderlined: false, isStrikethrough: false)
            let layout = measurer.layout(text, width: nil, height: nil)
            try #require(layout.lines.count == 3)
            let leading = max(style.metrics.lineHeight, font.lineHeight)
            #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - leading) < 1.0 / 64, "\(style)")
            #expect(abs(layout.size.height - (2 * leading + oneLineHeight(font))) < 1.0 / 32, "\(style)")
        }
    }

    func oneLineHeight(_ font: Font.Resolved) -> CGFloat {
        measurer.layout("X", font: font, width: nil, lineLimit: nil, truncationMode: .tail).size.height
    }
}
