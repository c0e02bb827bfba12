import Trellis

struct WatchThermostatView: View {
    @State private var target: Double = 21
    @State private var mode: ThermostatMode = .heat
    let current: Double

    var body: some View {
        VStack(spacing: 6) {
            Gauge(value: target, in: ThermostatState.range) {
                Image(systemName: mode.symbol)
            } currentValueLabel: {
                Text(target, format: .number.precision(.fractionLength(1)))
                    .font(.system(.title3, design: .rounded).bold())
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("30")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.blue, .green, .orange, .red]))
            .scaleEffect(1.3)
            .frame(height: 80)

            Text("Inside \(current.temperatureString)")
                .font(.caption2)
                .foregroundStyle(.secondary)

            HStack {
                Button {
                    target -= 0.5
                } label: {
                    Image(systemName: "minus")
                }
                .tint(.blue)
                Button {
                    target += 0.5
                } label: {
                    Image(systemName: "plus")
                }
                .tint(.orange)
            }
            .buttonStyle(.borderedProminent)
            .font(.title3.bold())

            Picker("Mode", selection: $mode) {
                ForEach(ThermostatMode.allCases) { mode in
                    Image(systemName: mode.symbol).tag(mode)
                }
            }
            .pickerStyle(.segmented)
        }
        .padding(.horizontal, 6)
        .frame(width: 198)
        .navigationTitle("Climate")
    }
}

struct WatchCarGlance: View {
    let vehicle: Vehicle

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Gauge(value: vehicle.batteryLevel) {
                    Image(systemName: "bolt.car")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
                VStack(alignment: .leading) {
                    Text(vehicle.name)
                        .font(.headline)
                    Text("\(vehicle.rangeKilometers) km")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Divider()
            Label(vehicle.isLocked ? "Locked" : "Unlocked", systemImage: vehicle.isLocked ? "lock.fill" : "lock.open")
                .font(.caption)
                .foregroundStyle(vehicle.isLocked ? .green : .orange)
        }
        .padding(10)
        .frame(width: 184, alignment: .leading)
        .background(.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    WatchThermostatView(current: 19.5)
}

#Preview("Glance") {
    WatchCarGlance(vehicle: .preview)
}
