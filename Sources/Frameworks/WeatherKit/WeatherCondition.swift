/// What the weather is doing, as WeatherKit names it.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle
    case freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms
    case mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow
    case strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition in words, each word capitalized: "Partly Cloudy".
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    /// The condition in words, as `description`.
    public var accessibilityDescription: String { description }
}
