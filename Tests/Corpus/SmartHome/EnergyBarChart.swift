import Trellis

struct EnergyBarChart: View {
    let readings: [EnergyReading]
    var showsSolar: Bool = true
    @Binding var selected: EnergyReading?

    private var maxValue: Double {
        readings.map(\.kilowattHours).max() ?? 1
    }

    var body: some View {
        VStack(spacing: 6) {
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(readings) { reading in
                    VStack(spacing: 4) {
                        ZStack(alignment: .bottom) {
                            RoundedRectangle(cornerRadius: 4)
                                .fill(selected == reading ? Color.accentColor : Color.accentColor.opacity(0.6))
                                .frame(height: barHeight(reading.kilowattHours))
                            if showsSolar {
                                RoundedRectangle(cornerRadius: 4)
                                    .fill(Color.yellow.gradient)
                                    .frame(height: barHeight(reading.solarKilowattHours))
                            }
                        }
                        .frame(maxWidth: .infinity)
                        Text(reading.label)
                            .font(.caption2)
                            .foregroundStyle(selected == reading ? .primary : .secondary)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.easeOut(duration: 0.2)) {
                            selected = selected == reading ? nil : reading
                        }
                    }
                }
            }
            .frame(height: 180, alignment: .bottom)
            .background(alignment: .top) {
                VStack {
                    ForEach(0..<4) { _ in
                        Divider()
                        Spacer()
                    }
                }
            }
        }
        .overlay(alignment: .topTrailing) {
            Text("\(maxValue, specifier: "%.0f") kWh")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .offset(y: -16)
        }
    }

    private func barHeight(_ value: Double) -> CGFloat {
        CGFloat(value / maxValue) * 150
    }
}

struct LegendItem: View {
    let color: Color
    let title: String

    var body: some View {
        HStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 2)
                .fill(color)
                .frame(width: 10, height: 10)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    EnergyBarChart(readings: EnergyData.week, selected: .constant(EnergyData.week[4]))
        .padding()
}
