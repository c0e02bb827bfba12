import TrellisCore

/// A text's spacing modifiers applied to its lines (ResolvedTextSpacing): what the measurer
/// decides (letter-spacing, inside the line breaker) and what follows from it here.
///
/// - `lineSpacing` s (the font's line gap, a text style's leading beyond the font's height, and
///   the text's own): the lines are `L + s` apart, as CSS places them with `line-height: L + s`
///   and the content lifted by s/2, so the text is `n(L + s) − s` tall: s between lines, none
///   above the first or below the last, as SwiftUI spaces them.
/// - `baselineOffset` b: the glyphs sit b above the baseline and each line grows by |b| to hold
///   them, as a CSS inline box raised by `vertical-align: b` grows its line box.
/// - `minimumScaleFactor` m: a text that does not fit (truncated by its line limit, or taller
///   than the proposed height) is drawn at the largest size, in whole percents of its own between
///   m and 100%, at which it fits; at m if none does. Found by bisection, so about seven layouts.
extension TextMeasuring {
    /// Lays out `text` in `width` with its spacing modifiers applied, shrinking it towards its
    /// `minimumScaleFactor` when it doesn't fit `height`.
    ///
    /// - Parameters:
    ///   - text: The resolved text, with its font, line limit and spacing.
    ///   - width: The width to break lines in; nil for one line per hard line break.
    ///   - height: The height the text should fit in; nil for no limit.
    /// - Returns: The lines and box; its ``TextLayout/fontScale`` says how far the text was shrunk.
    public func layout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?) -> TextLayout {
        let full = spaced(layout(text, width: width), text)
        if text.spacing.allowsTightening, full.isTruncated, let tight = tightened(text, width: width, natural: full) {
            return tight
        }
        let factor = text.spacing.minimumScaleFactor
        guard factor < 1, !Self.fits(full, height: height) else { return full }
        func attempt(_ percent: Int) -> TextLayout {
            let scale = CGFloat(percent) / 100
            let scaled = text.scaled(by: scale)
            var laidOut = spaced(layout(scaled, width: width), scaled)
            laidOut.fontScale = scale
            return laidOut
        }
        let smallest = Int((factor * 100).rounded(.up))
        var low = smallest, high = 99
        var best: TextLayout?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = attempt(middle)
            if Self.fits(candidate, height: height) {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best ?? attempt(smallest)
    }

    static func fits(_ layout: TextLayout, height: CGFloat?) -> Bool {
        guard !layout.isTruncated else { return false }
        guard let height, height.isFinite else { return true }
        return layout.size.height <= height + 1.0 / 128
    }

    /// `layout` with its lines `lineSpacing` apart and raised by `baselineOffset`.
    func spaced(_ layout: TextLayout, _ text: ResolvedText) -> TextLayout {
        let lineSpacing = text.lineSpacing(forLines: layout.lines.count)
        let offset = text.spacing.baselineOffset
        guard lineSpacing != 0 || offset != 0, !layout.lines.isEmpty else { return layout }
        var font = text.font
        font.lineHeight += lineSpacing
        let metrics = metrics(for: font)
        let pitch = metrics.lineHeight + abs(offset)
        let first = metrics.baseline + max(-offset, 0) - lineSpacing / 2
        var spaced = layout
        for index in spaced.lines.indices {
            spaced.lines[index].baseline = CGFloat(index) * pitch + first
        }
        spaced.size.height = CGFloat(layout.lines.count) * pitch - lineSpacing
        return spaced
    }
}
