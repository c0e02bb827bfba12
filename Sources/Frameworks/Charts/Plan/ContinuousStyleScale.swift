import Foundation
import Trellis

/// `foregroundStyle(by:)` with a number: a continuous colour scale, as Swift Charts draws a
/// heat map's cells. Each mark takes the gradient's colour at its value's place in the domain
/// (the values' range, or `chartForegroundStyleScale(domain:range:)`'s), and the legend is the
/// gradient with the domain's ends.
struct ContinuousStyleScale {
    let lower: Double
    let upper: Double
    let gradient: Gradient

    /// The scale for the marks' style values, if every one is a number and the app hasn't mapped
    /// them to styles of its own (a mapping or a list of styles makes them categories).
    init?(_ marks: [PlottedMark], configuration: ChartConfiguration) {
        guard configuration.styleMapping.isEmpty, configuration.styleFunction == nil, configuration.styleRange == nil else { return nil }
        var numbers: [Double] = []
        for mark in marks {
            switch mark[.foregroundStyle] {
            case .number(let number)?: numbers.append(number)
            case nil: continue
            default: return nil
            }
        }
        let listed = (configuration.styleDomain ?? []).compactMap { if case .number(let number) = $0 { number } else { nil } }
        let domain = listed.count == 2 ? listed : numbers
        guard let low = domain.min(), let high = domain.max() else { return nil }
        lower = low
        upper = high
        gradient = configuration.styleGradient ?? ChartLook.continuousGradient
    }

    /// Where `value` falls in the domain, 0…1 (values outside take the nearer end's colour).
    func fraction(of value: Double) -> Double {
        upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0.5
    }

    func style(of value: Double) -> AnyShapeStyle {
        AnyShapeStyle(Self.color(of: gradient, at: fraction(of: value)))
    }

    /// The gradient's colour at `location`: its two neighbouring stops mixed by the distance
    /// between them (sorted by location, as a gradient draws them).
    static func color(of gradient: Gradient, at location: Double) -> Color {
        let stops = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        for (from, to) in zip(stops, stops.dropFirst()) where location <= Double(to.location) {
            let width = Double(to.location - from.location)
            return width > 0 ? from.color.mix(with: to.color, by: (location - Double(from.location)) / width) : to.color
        }
        return last.color
    }
}
