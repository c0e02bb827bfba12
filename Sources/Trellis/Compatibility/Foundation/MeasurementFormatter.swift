import Foundation

// Linux's Foundation declares MeasurementFormatter unavailable ("Not supported in
// swift-corelibs-foundation"). This class of the same name, in a module that imports Foundation,
// shadows that declaration for code that imports Trellis, so the formatter of older code compiles
// and writes what `Measurement.formatted` writes: the same unit names and locale preferences.

/// Writes measurements as a number and a unit name ("5 km", "3.107 mi", "21°C").
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the formatter chooses the unit it writes.
    public struct UnitOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The measurement's own unit, never converted for the locale.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a natural scale for the value; treated as the locale's unit.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature without its scale: "21°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen; empty converts to the locale's unit for the dimension.
    open var unitOptions: UnitOptions = []
    /// How long the unit's name is: `.short` "5km", `.medium` "5 km", `.long` "5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale that writes the number and chooses the unit.
    open var locale: Locale! = .current
    /// How the number is written; decimal, with up to three fraction digits, unless changed.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    /// A formatter of the medium style, converting to the locale's units.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The measurement as text: converted for the locale unless `unitOptions` keeps its unit, then
    /// its number and its unit's name.
    open func string<UnitType: Dimension>(from measurement: Measurement<UnitType>) -> String {
        let locale = locale ?? .current
        let shown = unitOptions.contains(.providedUnit)
            ? measurement
            : MeasurementPreference.preferred(measurement, usage: "default", locale: locale)
        let numbers = numberFormatter ?? NumberFormatter()
        numbers.locale = locale
        let number = numbers.string(from: NSNumber(value: shown.value)) ?? String(shown.value)
        return MeasurementUnitNames.join(
            number, value: shown.value, unit: shown.unit, width: width,
            hidesScale: unitOptions.contains(.temperatureWithoutUnit))
    }

    /// The unit's name alone at the formatter's style.
    open func string(from unit: Unit) -> String {
        guard let dimension = unit as? Dimension else { return unit.symbol }
        let joined = MeasurementUnitNames.join("", value: 2, unit: dimension, width: width, hidesScale: false)
        return joined.trimmingCharacters(in: .whitespaces)
    }

    /// Foundation's `Formatter` entry point: a measurement's text, or nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let length as Measurement<UnitLength>: string(from: length)
        case let mass as Measurement<UnitMass>: string(from: mass)
        case let temperature as Measurement<UnitTemperature>: string(from: temperature)
        case let energy as Measurement<UnitEnergy>: string(from: energy)
        case let volume as Measurement<UnitVolume>: string(from: volume)
        case let speed as Measurement<UnitSpeed>: string(from: speed)
        case let duration as Measurement<UnitDuration>: string(from: duration)
        default: nil
        }
    }

    /// MeasurementUnitNames's width: 0 wide, 1 abbreviated, 2 narrow.
    private var width: Int {
        switch unitStyle {
        case .short: 2
        case .long: 0
        default: 1
        }
    }
}
