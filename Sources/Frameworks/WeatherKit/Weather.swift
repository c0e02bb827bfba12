import Foundation

/// The weather at a place: now, the next hour by minute, the coming hours and days.
public struct Weather: Sendable {
    public var currentWeather: CurrentWeather
    public var minuteForecast: Forecast<MinuteWeather>?
    public var hourlyForecast: Forecast<HourWeather>
    public var dailyForecast: Forecast<DayWeather>

    public init(
        currentWeather: CurrentWeather, minuteForecast: Forecast<MinuteWeather>? = nil,
        hourlyForecast: Forecast<HourWeather> = Forecast([]), dailyForecast: Forecast<DayWeather> = Forecast([])
    ) {
        self.currentWeather = currentWeather
        self.minuteForecast = minuteForecast
        self.hourlyForecast = hourlyForecast
        self.dailyForecast = dailyForecast
    }
}

/// A forecast: its periods in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    public var forecast: [Element]

    public init(_ forecast: [Element]) {
        self.forecast = forecast
    }

    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The weather now.
public struct CurrentWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var humidity: Double
    public var cloudCover: Double
    public var uvIndex: Int
    public var isDaylight: Bool

    public init(
        date: Date, condition: WeatherCondition, symbolName: String, temperature: Measurement<UnitTemperature>,
        apparentTemperature: Measurement<UnitTemperature>? = nil, humidity: Double = 0, cloudCover: Double = 0,
        uvIndex: Int = 0, isDaylight: Bool = true
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature ?? temperature
        self.humidity = humidity
        self.cloudCover = cloudCover
        self.uvIndex = uvIndex
        self.isDaylight = isDaylight
    }
}

/// One minute of the next hour's precipitation.
public struct MinuteWeather: Sendable {
    public var date: Date
    public var precipitationChance: Double

    public init(date: Date, precipitationChance: Double) {
        self.date = date
        self.precipitationChance = precipitationChance
    }
}

/// One hour's weather.
public struct HourWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var precipitationChance: Double
    public var cloudCover: Double
    public var isDaylight: Bool

    public init(
        date: Date, condition: WeatherCondition, symbolName: String, temperature: Measurement<UnitTemperature>,
        precipitationChance: Double = 0, cloudCover: Double = 0, isDaylight: Bool = true
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.temperature = temperature
        self.precipitationChance = precipitationChance
        self.cloudCover = cloudCover
        self.isDaylight = isDaylight
    }
}

/// One day's weather.
public struct DayWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var precipitationChance: Double

    public init(
        date: Date, condition: WeatherCondition, symbolName: String, highTemperature: Measurement<UnitTemperature>,
        lowTemperature: Measurement<UnitTemperature>, precipitationChance: Double = 0
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.highTemperature = highTemperature
        self.lowTemperature = lowTemperature
        self.precipitationChance = precipitationChance
    }
}
