import Foundation

struct WeatherDay: Identifiable {
    let id = UUID()
    let dayOfWeek: String
    let imageName: String
    let high: Int
    let low: Int
}

struct CurrentWeather {
    let city: String
    let condition: String
    let imageName: String
    let temperature: Int
    let feelsLike: Int
    let humidity: Int
    let windSpeed: Double
}

enum WeatherSample {
    static let current = CurrentWeather(city: "Cupertino, CA", condition: "Mostly Sunny",
                                        imageName: "cloud.sun.fill", temperature: 76,
                                        feelsLike: 78, humidity: 42, windSpeed: 8.5)

    static let week: [WeatherDay] = [
        WeatherDay(dayOfWeek: "TUE", imageName: "cloud.sun.fill", high: 74, low: 58),
        WeatherDay(dayOfWeek: "WED", imageName: "sun.max.fill", high: 88, low: 61),
        WeatherDay(dayOfWeek: "THU", imageName: "wind.snow", high: 55, low: 40),
        WeatherDay(dayOfWeek: "FRI", imageName: "sunset.fill", high: 60, low: 48),
        WeatherDay(dayOfWeek: "SAT", imageName: "snow", high: 25, low: 18),
    ]
}
