import Foundation

// Apple's Foundation writes a Measurement with `formatted(_:)` and `.measurement(width:usage:)`;
// Linux's Foundation has neither (and its MeasurementFormatter is unavailable), so fitness, food
// and travel screens ("6.3 km", "250 mL", "400 mg") could not compile. These are Foundation's
// spellings, written here in Swift: CLDR's English unit names, the value in the style's locale, and
// a usage converting to the locale's measurement system as ICU's unit preferences do for the
// common cases (UnitNames.swift lists what is covered).

/// How a measurement is used, which decides the unit a locale prefers for it (Foundation's type,
/// which Linux's Foundation lacks).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: String

    /// No particular use: the locale's general unit for the dimension.
    public static var general: Self { Self(usage: "default") }

    /// The measurement's own unit, never converted.
    public static var asProvided: Self { Self(usage: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's length, such as a stride.
    public static var person: Self { Self(usage: "person") }
    /// Distances on a road: miles in the US and the UK, kilometers elsewhere.
    public static var road: Self { Self(usage: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(usage: "person-height") }
    /// How far one can see.
    public static var visibility: Self { Self(usage: "visiblty") }
    /// The focal length of a lens; never converted.
    public static var focalLength: Self { Self(usage: "asProvided") }
    /// An amount of rain.
    public static var rainfall: Self { Self(usage: "rainfall") }
    /// An amount of snow.
    public static var snowfall: Self { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The weather's temperature.
    public static var weather: Self { Self(usage: "weather") }
    /// A person's temperature.
    public static var person: Self { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy in food.
    public static var food: Self { Self(usage: "food") }
    /// The energy a workout burns (CLDR does not tell it from food's).
    public static var workout: Self { Self(usage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// The wind's speed.
    public static var wind: Self { Self(usage: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// An amount of liquid.
    public static var liquid: Self { Self(usage: "fluid") }
}

extension Measurement where UnitType: Dimension {
    /// Writes a measurement as a value and a unit name ("6.3 km", "6.3 kilometers"), Foundation's
    /// style, which Linux's Foundation lacks.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let option: Int
            /// The unit spelled out: "6.3 kilometers".
            public static var wide: Self { Self(option: 0) }
            /// The unit's abbreviation: "6.3 km".
            public static var abbreviated: Self { Self(option: 1) }
            /// The shortest form, without the space: "6.3km".
            public static var narrow: Self { Self(option: 2) }
        }

        /// How long the unit's name is.
        public var width: UnitWidth
        /// The locale that writes the number and chooses the unit a usage converts to.
        public var locale: Locale
        /// How the measurement is used; `nil` or `.asProvided` keeps its own unit.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; `nil` writes it as Foundation's default number style does.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        var hidesScale = false

        /// Creates a measurement style.
        ///
        /// - Parameters:
        ///   - width: How long the unit's name is.
        ///   - locale: The locale that writes the number and chooses the unit.
        ///   - usage: How the measurement is used, which decides the unit.
        ///   - numberFormatStyle: How the number is written.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The measurement as text: converted for its usage, then its number and its unit's name.
        public func format(_ value: Measurement<UnitType>) -> String {
            let converts = usage.map { $0.usage != "asProvided" } ?? false
            let shown = converts ? MeasurementPreference.preferred(value, usage: usage?.usage ?? "default", locale: locale) : value
            let number: String
            if let numberFormatStyle {
                number = numberFormatStyle.locale(locale).format(shown.value)
            } else if converts && shown.unit !== value.unit {
                // ICU rounds a converted value to an integer with at least two significant digits.
                number = FloatingPointFormatStyle<Double>(locale: locale)
                    .precision(abs(shown.value) >= 10 ? .fractionLength(0) : .significantDigits(1...2))
                    .format(shown.value)
            } else {
                number = FloatingPointFormatStyle<Double>(locale: locale).format(shown.value)
            }
            return MeasurementUnitNames.join(number, value: shown.value, unit: shown.unit, width: width.option, hidesScale: hidesScale)
        }
    }

    /// The measurement in `style`, such as `.measurement(width: .wide)`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// The measurement abbreviated in the current locale's general unit ("6.3 km").
    public func formatted() -> String {
        formatted(FormatStyle(width: .abbreviated))
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether the scale's name is left out: "21°" rather than "21°C".
    public var hidesScaleName: Bool {
        get { hidesScale }
        set { hidesScale = newValue }
    }

    /// Creates a temperature style.
    ///
    /// - Parameters:
    ///   - width: How long the unit's name is.
    ///   - locale: The locale that writes the number and chooses the scale.
    ///   - usage: How the temperature is used, which decides the scale.
    ///   - hidesScaleName: Whether "°C" becomes "°".
    ///   - numberFormatStyle: How the number is written.
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        hidesScale = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement written with a unit name of `width`, converted for `usage`.
    ///
    /// - Parameters:
    ///   - width: How long the unit's name is.
    ///   - usage: How the measurement is used, which decides the unit.
    ///   - numberFormatStyle: How the number is written.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature written with a unit name of `width`, converted for `usage`.
    ///
    /// - Parameters:
    ///   - width: How long the unit's name is.
    ///   - usage: How the temperature is used, which decides the scale.
    ///   - hidesScaleName: Whether "°C" becomes "°".
    ///   - numberFormatStyle: How the number is written.
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement.FormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Measurement<UnitType>).map { locale(environment.locale).format($0) }
    }
}
