import Trellis

struct ForecastRow: View {
    let day: DayForecast

    var body: some View {
        HStack {
            Text(day.day)
                .frame(width: 50, alignment: .leading)
            VStack(spacing: 0) {
                Image(systemName: day.symbol)
                    .renderingMode(.original)
                if day.chanceOfRain > 0.1 {
                    Text(day.chanceOfRain, format: .percent)
                        .font(.caption2)
                        .foregroundColor(.cyan)
                }
            }
            .frame(width: 40)
            Text("\(Int(day.low))°")
                .foregroundStyle(.secondary)
                .frame(width: 40)
            ProgressView(value: day.high - day.low, total: 20)
                .tint(.orange)
            Text("\(day.high, specifier: "%.0f")°")
                .frame(width: 40, alignment: .trailing)
        }
        .font(.body.weight(.medium))
        .padding(.vertical, 10)
    }
}

struct ForecastRow_Previews: PreviewProvider {
    static var previews: some View {
        ForecastRow(day: DayForecast.week[2])
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
