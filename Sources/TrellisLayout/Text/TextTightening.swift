import TrellisCore

/// `allowsTightening(true)` (ResolvedTextTightening.swift): a text its line limit would truncate
/// is laid out again with its letters closer together, by the least tightening, in hundredths of
/// a point, that makes it fit, down to 5% of its average advance; past that it is truncated at
/// its own spacing, as TextKit truncates a line more than 5% too wide. The search is a bisection
/// over those hundredths (about six layouts), run only for texts that would be truncated.
extension TextMeasuring {
    func tightened(_ text: ResolvedText, width: CGFloat?, natural: TextLayout) -> TextLayout? {
        let characters = text.string.count
        guard characters > 0, width != nil else { return nil }
        let ideal = layout(text, width: nil).size.width
        let steps = Int((ideal / CGFloat(characters) * ResolvedText.tighteningFactor * 100).rounded(.down))
        guard steps > 0 else { return nil }
        func attempt(_ step: Int) -> TextLayout {
            let tightening = -CGFloat(step) / 100
            var laidOut = spaced(layout(text.tightened(by: tightening), width: width), text)
            laidOut.tightening = tightening
            return laidOut
        }
        let tightest = attempt(steps)
        guard !tightest.isTruncated else { return nil }
        var low = 1, high = steps, best = tightest
        while low < high {
            let middle = (low + high) / 2
            let candidate = attempt(middle)
            if candidate.isTruncated {
                low = middle + 1
            } else {
                best = candidate
                high = middle
            }
        }
        return best
    }
}
