import Foundation

/// A linear scale over numbers, with the "nice" domain and ticks Swift Charts gives an axis.
///
/// Swift Charts' automatic numeric domain includes zero (an app asks for
/// `.automatic(includesZero: false)` to leave it out), is widened to whole tick steps, and its
/// steps are 1, 2 or 5 times a power of ten: bars up to 185 get 0, 50, 100, 150, 200. The number
/// of steps aims at `AxisMarkValues.automatic(desiredCount:)`, five when unset. (Apple documents
/// the parameters, not the rule; the rule here is the common "nice numbers" one, not yet checked
/// against reference pictures of iOS, and it does not adapt the count to the plot's height.)
struct NumericScale: Equatable, Sendable {
    var lower: Double
    var upper: Double
    /// The values the axis marks, from `lower` to `upper`.
    var ticks: [Double]
    /// The distance between ticks: how many fraction digits the labels need.
    var step: Double
    /// How values map along the axis: linearly unless `chartYScale(type:)` says otherwise.
    var transform: NumericTransform = .linear

    static let defaultTickCount = 5

    /// The automatic domain for `values`: zero included when asked, widened to whole steps.
    static func automatic(
        covering values: [Double], includesZero: Bool = true, desiredCount: Int = defaultTickCount, minimumStride: Double? = nil
    ) -> NumericScale {
        var low = values.min() ?? 0
        var high = values.max() ?? 1
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high {
            // One value and no zero to span to: a unit either side, as an axis needs a length.
            let pad = low == 0 ? 1 : abs(low) / 2
            low -= pad
            high += pad
        }
        let step = niceStep(span: high - low, desiredCount: desiredCount, minimumStride: minimumStride)
        let lower = (low / step).rounded(.down) * step
        let upper = (high / step).rounded(.up) * step
        return NumericScale(lower: lower, upper: upper, ticks: ticks(from: lower, through: upper, step: step), step: step)
    }

    /// A domain the app chose (`chartYScale(domain: 0...120)`): kept as written, with nice ticks inside it.
    static func fixed(_ lower: Double, _ upper: Double, desiredCount: Int = defaultTickCount, minimumStride: Double? = nil) -> NumericScale {
        let (low, high) = lower <= upper ? (lower, upper) : (upper, lower)
        let span = high > low ? high - low : 1
        let step = niceStep(span: span, desiredCount: desiredCount, minimumStride: minimumStride)
        let first = (low / step).rounded(.up) * step
        return NumericScale(lower: low, upper: high == low ? low + 1 : high, ticks: ticks(from: first, through: high, step: step), step: step)
    }

    /// The smallest step of 1, 2 or 5 × 10ⁿ that cuts `span` into at most `desiredCount` parts
    /// and is at least `minimumStride` (`AxisMarkValues.automatic(minimumStride:)`).
    static func niceStep(span: Double, desiredCount: Int, minimumStride: Double? = nil) -> Double {
        let raw = max(span / Double(max(desiredCount, 1)), minimumStride ?? 0)
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= raw * (1 - 1e-9) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// Multiples of `step` from `start` through `end`, computed by index so no error accumulates.
    private static func ticks(from start: Double, through end: Double, step: Double) -> [Double] {
        guard step > 0 else { return [] }
        let count = Int(((end - start) / step + 1e-9).rounded(.down))
        guard count >= 0 else { return [] }
        return (0...count).map { index in
            let value = start + Double(index) * step
            // Rounded to the step's precision, so 0.1 × 3 labels as 0.3.
            let digits = fractionDigits(of: step)
            let scale = pow(10, Double(digits))
            return (value * scale).rounded() / scale
        }
    }

    /// Where `value` falls between `lower` (0) and `upper` (1), through the scale's transform.
    func fraction(of value: Double) -> Double {
        switch transform {
        case .linear:
            return upper == lower ? 0.5 : (value - lower) / (upper - lower)
        case .log, .power:
            let low = transform.apply(lower), high = transform.apply(upper)
            // On a log axis, zero and below (where bars start) sit at the axis's low end.
            guard high != low else { return 0.5 }
            if case .log = transform, value <= 0 { return 0 }
            return (transform.apply(value) - low) / (high - low)
        }
    }

    /// The value at `fraction` of the way from `lower` to `upper`: the inverse of `fraction(of:)`.
    func value(atFraction fraction: Double) -> Double {
        let low = transform.apply(lower), high = transform.apply(upper)
        return transform.invert(low + fraction * (high - low))
    }

    /// The automatic domain for `values` on a log axis: from the power of ten at or below the
    /// smallest positive value to the one at or above the largest, ticked at each power of ten, or
    /// at 1, 2 and 5 times each when the domain spans fewer than three decades.
    static func logarithmic(covering values: [Double]) -> NumericScale {
        let positive = values.filter { $0 > 0 }
        let low = positive.min() ?? 1, high = positive.max() ?? 10
        let first = log10(low).rounded(.down), last = max(log10(high).rounded(.up), first + 1)
        return logarithmic(lower: pow(10, first), upper: pow(10, last))
    }

    /// A log axis over a domain the app chose, ticked as `logarithmic(covering:)` ticks.
    static func logarithmic(lower: Double, upper: Double) -> NumericScale {
        let low = max(min(lower, upper), .leastNormalMagnitude), high = max(max(lower, upper), low * 10)
        let first = Int(log10(low).rounded(.down)), last = Int(log10(high).rounded(.up))
        let factors: [Double] = last - first < 3 ? [1, 2, 5] : [1]
        var ticks: [Double] = []
        for exponent in first...last {
            for factor in factors {
                let tick = factor * pow(10, Double(exponent))
                if tick >= low * (1 - 1e-9) && tick <= high * (1 + 1e-9) { ticks.append(tick) }
            }
        }
        return NumericScale(lower: low, upper: high, ticks: ticks, step: ticks.first ?? low, transform: .log)
    }

    /// The scale with values mapped through `transform` (a square root or power), keeping its
    /// domain and ticks.
    func transformed(_ transform: NumericTransform) -> NumericScale {
        var scale = self
        scale.transform = transform
        return scale
    }

    /// How many fraction digits a multiple of `step` needs: 0 for 50, 1 for 0.5, 2 for 0.25.
    static func fractionDigits(of step: Double) -> Int {
        var digits = 0
        var scaled = step
        while digits < 6, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}

/// How a numeric axis maps values: linearly, by their logarithm (`.log`), or by a power of them
/// (`.squareRoot`, `.power(exponent:)`), keeping the sign so negative values mirror positive ones.
enum NumericTransform: Equatable, Sendable {
    case linear
    case log
    case power(Double)

    func apply(_ value: Double) -> Double {
        switch self {
        case .linear: value
        case .log: log10(value)
        case .power(let exponent): value < 0 ? -pow(-value, exponent) : pow(value, exponent)
        }
    }

    func invert(_ value: Double) -> Double {
        switch self {
        case .linear: value
        case .log: pow(10, value)
        case .power(let exponent): value < 0 ? -pow(-value, 1 / exponent) : pow(value, 1 / exponent)
        }
    }
}
