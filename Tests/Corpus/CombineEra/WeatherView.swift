import Trellis

struct WeatherView: View {
    @State private var isNight = false
    var current: CurrentWeather = WeatherSample.current
    var days: [WeatherDay] = WeatherSample.week

    var body: some View {
        ZStack {
            BackgroundView(isNight: $isNight)
            VStack {
                CityTextView(cityName: current.city)
                MainWeatherStatusView(imageName: isNight ? "moon.stars.fill" : current.imageName,
                                      temperature: current.temperature)
                HStack(spacing: 20) {
                    ForEach(days) { day in
                        WeatherDayView(dayOfWeek: day.dayOfWeek,
                                       imageName: day.imageName,
                                       temperature: day.high)
                    }
                }
                DetailsGrid(current: current)
                    .padding(.top, 24)
                Spacer()
                Button {
                    isNight.toggle()
                } label: {
                    WeatherButton(title: "Change Day Time",
                                  textColor: .blue,
                                  backgroundColor: .white)
                }
                Spacer()
            }
        }
    }
}

struct WeatherDayView: View {
    var dayOfWeek: String
    var imageName: String
    var temperature: Int

    var body: some View {
        VStack {
            Text(dayOfWeek)
                .font(.system(size: 16, weight: .medium, design: .default))
                .foregroundColor(.white)
            Image(systemName: imageName)
                .renderingMode(.original)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 40, height: 40)
            Text("\(temperature)°")
                .font(.system(size: 28, weight: .medium))
                .foregroundColor(.white)
        }
    }
}

struct BackgroundView: View {
    @Binding var isNight: Bool

    var body: some View {
        LinearGradient(gradient: Gradient(colors: [isNight ? .black : .blue,
                                                   isNight ? .gray : Color("lightBlue")]),
                       startPoint: .topLeading,
                       endPoint: .bottomTrailing)
            .edgesIgnoringSafeArea(.all)
    }
}

struct CityTextView: View {
    var cityName: String

    var body: some View {
        Text(cityName)
            .font(.system(size: 32, weight: .medium, design: .default))
            .foregroundColor(.white)
            .padding()
    }
}

struct MainWeatherStatusView: View {
    var imageName: String
    var temperature: Int

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: imageName)
                .renderingMode(.original)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 180, height: 180)
            Text("\(temperature)°")
                .font(.system(size: 70, weight: .medium))
                .foregroundColor(.white)
        }
        .padding(.bottom, 40)
    }
}

private struct DetailsGrid: View {
    let current: CurrentWeather

    var body: some View {
        HStack(spacing: 32) {
            detail(title: "Feels like", value: "\(current.feelsLike)°")
            detail(title: "Humidity", value: "\(current.humidity)%")
            detail(title: "Wind", value: String(format: "%.1f mph", current.windSpeed))
        }
        .foregroundColor(.white)
    }

    private func detail(title: String, value: String) -> some View {
        VStack(spacing: 4) {
            Text(title).font(.caption).opacity(0.8)
            Text(value).font(.headline)
        }
    }
}

struct WeatherView_Previews: PreviewProvider {
    static var previews: some View {
        WeatherView()
    }
}
