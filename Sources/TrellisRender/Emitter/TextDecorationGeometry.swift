import Foundation
import TrellisCore

/// Where Chromium draws a text's underline and strikethrough, so the SVG's lines sit on the
/// HTML's (recorded from Chromium 156's screenshots of DejaVu text at 12–48 px; see
/// `TextDecorationAgreementTests`):
/// - the thickness is a tenth of the font size (`text-decoration-thickness: auto`); a solid line
///   is snapped to whole pixels, at least one (`max(1, floor(size / 10))`);
/// - an underline's top is `max(1, ceil(thickness / 2))` below the baseline;
/// - a strikethrough's middle is a third of the font's ascent (DejaVu's 1901/2048 em, rounded to
///   the pixel) above the baseline;
/// - lines lie on whole pixels (each dash and dot starts on one), as Chromium snaps them;
/// - a dotted or dashed line is drawn `round(thickness)` thick (at least 1): dots that wide with
///   gaps as wide, dashes 3 × and gaps 2 × that (2 × and 1 × from 3 px), the gap then widened or
///   narrowed so that the line starts and ends with a dash (Skia's `SelectBestDashGap`); a line
///   too short for two dashes is solid. CSS has no dash-dot: the SVG draws `.dashDot` and
///   `.dashDotDot` as a dash then one or two dots, the HTML dashed.
struct TextDecorationGeometry {
    enum Line { case underline, strikethrough }

    /// One piece of a drawn line: a dash, or a dot (a square, as Chromium's look on whole pixels).
    struct Piece: Equatable {
        var rect: CGRect
        var isDot: Bool
    }

    static let ascent: CGFloat = 1901 / 2048

    let size: CGFloat
    var autoThickness: CGFloat { size / 10 }
    var solidThickness: CGFloat { max(1, autoThickness.rounded(.down)) }
    var patternWidth: CGFloat { max(1, autoThickness.rounded()) }

    /// The middle of `line`, measured from the baseline (positive downwards).
    func center(of line: Line) -> CGFloat {
        switch line {
        case .underline: max(1, (autoThickness / 2).rounded(.up)) + solidThickness / 2
        case .strikethrough: -(Self.ascent * size).rounded() / 3
        }
    }

    /// The pieces of `line` in `pattern` along a text line starting at `x`, `width` long, on `baseline`.
    func pieces(of line: Line, pattern: TextLinePattern, x: CGFloat, width: CGFloat, baseline: CGFloat) -> [Piece] {
        let middle = baseline + center(of: line)
        let w = patternWidth
        func solid(_ thickness: CGFloat) -> [Piece] {
            [Piece(rect: CGRect(x: x, y: (middle - thickness / 2).rounded(), width: width, height: thickness), isDot: false)]
        }
        guard width > 0 else { return [] }
        switch pattern {
        case .solid:
            return solid(solidThickness)
        case .dot:
            guard width >= 2 * w else { return solid(w) }
            let gap = Self.bestGap(length: width, dash: w, gap: w)
            return Self.repeated([(w, true)], gap: gap, from: x, width: width, middle: middle, thickness: w)
        case .dash:
            let dash = w * (w >= 3 ? 2 : 3), gap = w * (w >= 3 ? 1 : 2)
            guard width > 2 * dash else { return solid(w) }
            return Self.repeated([(dash, false)], gap: Self.bestGap(length: width, dash: dash, gap: gap), from: x, width: width, middle: middle, thickness: w)
        case .dashDot, .dashDotDot:
            let dash = w * (w >= 3 ? 2 : 3)
            let marks: [(CGFloat, Bool)] = pattern == .dashDot ? [(dash, false), (w, true)] : [(dash, false), (w, true), (w, true)]
            return Self.repeated(marks, gap: w * 1.5, from: x, width: width, middle: middle, thickness: w)
        }
    }

    /// `marks` over and over, each followed by `gap`, from `x` to `x + width`; the last mark is
    /// cut at the end (a dot that does not fit is left out).
    private static func repeated(_ marks: [(length: CGFloat, isDot: Bool)], gap: CGFloat, from x: CGFloat, width: CGFloat, middle: CGFloat, thickness: CGFloat) -> [Piece] {
        var pieces: [Piece] = []
        var position = x
        let end = x + width
        var index = 0
        while position < end - 0.01, pieces.count < 100_000 {
            let mark = marks[index % marks.count]
            let length = min(mark.length, end - position)
            if !mark.isDot || length >= mark.length - 0.01 {
                // On whole pixels, as Chromium draws them: a 1 px dot between pixels is four grey ones.
                let rect = CGRect(x: position.rounded(), y: (middle - thickness / 2).rounded(), width: length, height: thickness)
                pieces.append(Piece(rect: rect, isDot: mark.isDot))
            }
            position += mark.length + gap
            index += 1
        }
        return pieces
    }

    /// Skia's choice of gap: of the whole numbers of dashes around `length / (dash + gap)`, the one
    /// whose gap (spread so that dashes start and end the line) is nearest the wanted one.
    static func bestGap(length: CGFloat, dash: CGFloat, gap: CGFloat) -> CGFloat {
        let fewer = max(((length + gap) / (dash + gap)).rounded(.down), 2)
        let more = fewer + 1
        let fewerGap = (length - fewer * dash) / (fewer - 1)
        let moreGap = (length - more * dash) / (more - 1)
        return moreGap <= 0 || abs(fewerGap - gap) < abs(moreGap - gap) ? max(fewerGap, 0) : moreGap
    }
}
