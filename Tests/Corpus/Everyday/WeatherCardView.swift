import Trellis

struct Forecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let high: Int
    let low: Int
    let precipitation: Double
}

struct WeatherCardView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) var sizeClass
    var city = "Cupertino"
    var temperature = 18.0
    var airQuality = 42.0
    var forecasts: [Forecast] = [
        Forecast(day: "Mon", symbol: "sun.max", high: 21, low: 12, precipitation: 0.0),
        Forecast(day: "Tue", symbol: "cloud.sun", high: 19, low: 11, precipitation: 0.1),
        Forecast(day: "Wed", symbol: "cloud.rain", high: 15, low: 9, precipitation: 0.8),
        Forecast(day: "Thu", symbol: "cloud.bolt.rain", high: 14, low: 8, precipitation: 0.9),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text(city)
                        .font(.title2.weight(.semibold))
                    Text(temperature, format: .number.precision(.fractionLength(0)))
                        .font(.system(size: 64, weight: .thin, design: .rounded))
                        + Text("°")
                        .font(.system(size: 64, weight: .thin))
                }
                Spacer()
                Gauge(value: airQuality, in: 0...100) {
                    Text("AQI")
                } currentValueLabel: {
                    Text("\(Int(airQuality))")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.green, .yellow, .orange, .red]))
            }

            Label("Partly cloudy", systemImage: "cloud.sun")
                .symbolRenderingMode(.multicolor)
                .font(.headline)

            VStack(spacing: 8) {
                ForEach(forecasts) { forecast in
                    HStack {
                        Text(forecast.day)
                            .frame(width: 44, alignment: .leading)
                        Image(systemName: forecast.symbol)
                            .symbolVariant(.fill)
                            .frame(width: 32)
                        ProgressView(value: forecast.precipitation)
                            .tint(.blue)
                        Text("\(forecast.low)°")
                            .foregroundStyle(.secondary)
                            .monospacedDigit()
                        Text("\(forecast.high)°")
                            .monospacedDigit()
                    }
                    .font(.callout)
                }
            }

            HStack {
                Label {
                    Text("UV Index")
                        .foregroundStyle(.secondary)
                } icon: {
                    Image(systemName: "sun.max.fill")
                        .foregroundStyle(.yellow)
                }
                Spacer()
                Text("Moderate")
                    .foregroundStyle(.tertiary)
            }
            .font(.footnote)
        }
        .padding()
        .foregroundStyle(.primary)
        .background(
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(colorScheme == .dark ? Color.black.opacity(0.4) : Color.white)
                .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
        )
        .padding(sizeClass == .regular ? 40 : 16)
    }
}

struct WeatherCardView_Previews: PreviewProvider {
    static var previews: some View {
        WeatherCardView()
            .previewLayout(.sizeThatFits)
            .background(Color(.systemGroupedBackground))
        WeatherCardView()
            .preferredColorScheme(.dark)
    }
}
