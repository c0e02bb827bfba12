import Trellis

struct WeatherView: View {
    let city = "Lisbon"
    let temperature = Measurement(value: 19.4, unit: UnitTemperature.celsius)
    let forecast = DayForecast.week
    @State private var useCelsius = true

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                VStack(spacing: 4) {
                    Text(city)
                        .font(.largeTitle)
                    Text(temperature.value, format: .number.precision(.fractionLength(0)))
                        .font(.system(size: 96, weight: .thin))
                    + Text("°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Partly Cloudy")
                        .font(.title3)
                    HStack {
                        Text("H:21°")
                        Text("L:12°")
                    }
                    .font(.headline)
                }
                .foregroundStyle(.white)
                .padding(.top, 40)

                HourlyStrip()

                VStack(alignment: .leading, spacing: 0) {
                    Label("10-DAY FORECAST", systemImage: "calendar")
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.7))
                        .padding(.bottom, 8)
                    Divider()
                    ForEach(forecast) { day in
                        ForecastRow(day: day)
                        if day.id != forecast.last?.id {
                            Divider()
                        }
                    }
                }
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                HStack(spacing: 16) {
                    WeatherTile(title: "UV INDEX", systemImage: "sun.max") {
                        Gauge(value: 4, in: 0...11) {
                            Text("UV")
                        } currentValueLabel: {
                            Text("4")
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(Gradient(colors: [.green, .yellow, .orange, .red, .purple]))
                    }
                    WeatherTile(title: "HUMIDITY", systemImage: "humidity") {
                        Text("62%")
                            .font(.largeTitle)
                    }
                }
            }
            .padding(.horizontal)
        }
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

struct HourlyStrip: View {
    let hours = Array(0..<12)

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 20) {
                ForEach(hours, id: \.self) { hour in
                    VStack(spacing: 8) {
                        Text(hour == 0 ? "Now" : "\(hour + 9)")
                            .font(.subheadline)
                        Image(systemName: hour % 3 == 0 ? "cloud.sun.fill" : "sun.max.fill")
                            .symbolRenderingMode(.multicolor)
                            .font(.title2)
                        Text("\(19 - hour / 2)°")
                    }
                }
            }
            .padding()
        }
        .foregroundColor(.white)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct WeatherTile<Content: View>: View {
    let title: String
    let systemImage: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer(minLength: 8)
            content
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
        .frame(height: 140)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
