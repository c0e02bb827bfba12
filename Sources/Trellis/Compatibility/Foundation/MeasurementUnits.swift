import Foundation

/// The unit a locale prefers for a measurement's usage, after CLDR's unit preferences: the US
/// measures in miles, feet, pounds, fluid ounces and degrees Fahrenheit; the UK in miles on the road
/// and metric units otherwise; the rest of the world in metric units. Each dimension steps down to a
/// smaller unit below one of the larger (0.5 mi on the road), as ICU does. Energy, and dimensions not
/// listed here, keep their own unit.
enum MeasurementPreference {
    static func preferred<U: Dimension>(_ measurement: Measurement<U>, usage: String, locale: Locale) -> Measurement<U> {
        let system = locale.measurementSystem
        let us = system == .us
        let imperialRoad = system == .us || system == .uk
        let candidates: [(Dimension, Double)]
        switch measurement.unit {
        case is UnitLength:
            switch usage {
            case "road", "visiblty":
                candidates = imperialRoad
                    ? [(UnitLength.miles, 0.5), (us ? UnitLength.feet : UnitLength.yards, 0)]
                    : [(UnitLength.kilometers, 1), (UnitLength.meters, 0)]
            case "person", "person-height":
                candidates = us ? [(UnitLength.inches, 0)] : [(UnitLength.centimeters, 0)]
            case "rainfall", "snowfall":
                candidates = us ? [(UnitLength.inches, 0)] : [(usage == "rainfall" ? UnitLength.millimeters : UnitLength.centimeters, 0)]
            default:
                candidates = us
                    ? [(UnitLength.miles, 1), (UnitLength.feet, 1), (UnitLength.inches, 0)]
                    : [(UnitLength.kilometers, 1), (UnitLength.meters, 1), (UnitLength.centimeters, 0)]
            }
        case is UnitMass:
            if usage == "person" {
                candidates = us || system == .uk ? [(UnitMass.pounds, 0)] : [(UnitMass.kilograms, 0)]
            } else {
                candidates = us ? [(UnitMass.pounds, 1), (UnitMass.ounces, 0)] : [(UnitMass.kilograms, 1), (UnitMass.grams, 0)]
            }
        case is UnitVolume:
            candidates = us ? [(UnitVolume.gallons, 1), (UnitVolume.fluidOunces, 0)] : [(UnitVolume.liters, 1), (UnitVolume.milliliters, 0)]
        case is UnitTemperature:
            candidates = [(us ? UnitTemperature.fahrenheit : UnitTemperature.celsius, 0)]
        case is UnitSpeed:
            candidates = imperialRoad ? [(UnitSpeed.milesPerHour, 0)] : [(UnitSpeed.kilometersPerHour, 0)]
        default:
            return measurement
        }
        for (unit, threshold) in candidates {
            guard let unit = unit as? U else { continue }
            let converted = measurement.converted(to: unit)
            if abs(converted.value) >= threshold { return converted }
        }
        return measurement
    }
}

/// CLDR's English names for the common units: abbreviated, narrow, and spelled out in the singular
/// and the plural. A unit not listed is written with Foundation's symbol at every width.
enum MeasurementUnitNames {
    struct Names: Sendable {
        let short: String
        let narrow: String
        let one: String
        let other: String
    }

    /// Keyed by the dimension's type and Foundation's symbol for the unit.
    static let table: [String: Names] = {
        var table: [String: Names] = [:]
        func add(_ type: String, _ symbol: String, _ short: String, _ narrow: String, _ one: String, _ other: String) {
            table[type + "|" + symbol] = Names(short: short, narrow: narrow, one: one, other: other)
        }
        add("UnitLength", "km", "km", "km", "kilometer", "kilometers")
        add("UnitLength", "m", "m", "m", "meter", "meters")
        add("UnitLength", "cm", "cm", "cm", "centimeter", "centimeters")
        add("UnitLength", "mm", "mm", "mm", "millimeter", "millimeters")
        add("UnitLength", "mi", "mi", "mi", "mile", "miles")
        add("UnitLength", "yd", "yd", "yd", "yard", "yards")
        add("UnitLength", "ft", "ft", "′", "foot", "feet")
        add("UnitLength", "in", "in", "″", "inch", "inches")
        add("UnitMass", "kg", "kg", "kg", "kilogram", "kilograms")
        add("UnitMass", "g", "g", "g", "gram", "grams")
        add("UnitMass", "mg", "mg", "mg", "milligram", "milligrams")
        add("UnitMass", "µg", "μg", "μg", "microgram", "micrograms")
        add("UnitMass", "lb", "lb", "#", "pound", "pounds")
        add("UnitMass", "oz", "oz", "oz", "ounce", "ounces")
        add("UnitMass", "st", "st", "st", "stone", "stones")
        add("UnitMass", "t", "t", "t", "metric ton", "metric tons")
        add("UnitVolume", "L", "L", "L", "liter", "liters")
        add("UnitVolume", "mL", "mL", "mL", "milliliter", "milliliters")
        add("UnitVolume", "cL", "cL", "cL", "centiliter", "centiliters")
        add("UnitVolume", "dL", "dL", "dL", "deciliter", "deciliters")
        add("UnitVolume", "gal", "gal", "gal", "gallon", "gallons")
        add("UnitVolume", "qt", "qt", "qt", "quart", "quarts")
        add("UnitVolume", "pt", "pt", "pt", "pint", "pints")
        add("UnitVolume", "cup", "c", "c", "cup", "cups")
        add("UnitVolume", "fl oz", "fl oz", "fl oz", "fluid ounce", "fluid ounces")
        add("UnitVolume", "tbsp", "tbsp", "tbsp", "tablespoon", "tablespoons")
        add("UnitVolume", "tsp", "tsp", "tsp", "teaspoon", "teaspoons")
        add("UnitEnergy", "kCal", "kcal", "kcal", "kilocalorie", "kilocalories")
        add("UnitEnergy", "cal", "cal", "cal", "calorie", "calories")
        add("UnitEnergy", "kJ", "kJ", "kJ", "kilojoule", "kilojoules")
        add("UnitEnergy", "J", "J", "J", "joule", "joules")
        add("UnitEnergy", "kWh", "kWh", "kWh", "kilowatt-hour", "kilowatt-hours")
        add("UnitTemperature", "°C", "°C", "°C", "degree Celsius", "degrees Celsius")
        add("UnitTemperature", "°F", "°F", "°", "degree Fahrenheit", "degrees Fahrenheit")
        add("UnitTemperature", "K", "K", "K", "kelvin", "kelvins")
        add("UnitSpeed", "km/h", "km/h", "km/h", "kilometer per hour", "kilometers per hour")
        add("UnitSpeed", "mph", "mph", "mph", "mile per hour", "miles per hour")
        add("UnitSpeed", "m/s", "m/s", "m/s", "meter per second", "meters per second")
        add("UnitSpeed", "kn", "kn", "kn", "knot", "knots")
        add("UnitDuration", "hr", "hr", "h", "hour", "hours")
        add("UnitDuration", "min", "min", "m", "minute", "minutes")
        add("UnitDuration", "s", "sec", "s", "second", "seconds")
        add("UnitDuration", "ms", "ms", "ms", "millisecond", "milliseconds")
        return table
    }()

    /// `number` and the unit's name at a width (0 wide, 1 abbreviated, 2 narrow). English writes a
    /// temperature's short forms against the number ("21°C") and every other narrow form too.
    static func join(_ number: String, value: Double, unit: Dimension, width: Int, hidesScale: Bool) -> String {
        let names = table[String(describing: type(of: unit)) + "|" + unit.symbol]
        let isTemperature = unit is UnitTemperature
        switch width {
        case 0:
            if isTemperature && hidesScale { return number + (value == 1 ? " degree" : " degrees") }
            let name = value == 1 ? names?.one : names?.other
            return number + " " + (name ?? unit.symbol)
        case 2:
            if isTemperature && hidesScale { return number + "°" }
            return number + (names?.narrow ?? unit.symbol)
        default:
            if isTemperature { return number + (hidesScale ? "°" : names?.short ?? unit.symbol) }
            return number + " " + (names?.short ?? unit.symbol)
        }
    }
}
