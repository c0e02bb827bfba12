import Trellis

struct EnergyUsageView: View {
    @State private var period: EnergyPeriod = .week
    @State private var selected: EnergyReading?
    @State private var showsSolar = true

    private var readings: [EnergyReading] {
        switch period {
        case .day: return EnergyData.day
        case .week, .month: return EnergyData.week
        }
    }

    private var total: Double { readings.reduce(0) { $0 + $1.kilowattHours } }
    private var solar: Double { readings.reduce(0) { $0 + $1.solarKilowattHours } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 16) {
                        Picker("Period", selection: $period) {
                            ForEach(EnergyPeriod.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.segmented)

                        HStack(alignment: .firstTextBaseline) {
                            VStack(alignment: .leading) {
                                Text(selected?.label ?? "Total")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text("\(selected?.kilowattHours ?? total, specifier: "%.1f") kWh")
                                    .font(.title.bold())
                                    .contentTransition(.numericText())
                            }
                            Spacer()
                            VStack(alignment: .trailing) {
                                Text("Solar")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text("\(selected?.solarKilowattHours ?? solar, specifier: "%.1f") kWh")
                                    .font(.title3.bold())
                                    .foregroundStyle(.yellow)
                            }
                        }

                        EnergyBarChart(readings: readings, showsSolar: showsSolar, selected: $selected)
                            .padding(.top, 16)

                        HStack(spacing: 16) {
                            LegendItem(color: .accentColor, title: "Grid")
                            if showsSolar {
                                LegendItem(color: .yellow, title: "Solar")
                            }
                            Spacer()
                            Toggle("Solar", isOn: $showsSolar.animation())
                                .toggleStyle(.switch)
                                .labelsHidden()
                                .controlSize(.mini)
                        }
                    }
                    .padding(.vertical, 8)
                }

                Section {
                    ForEach(EnergyData.topDevices) { device in
                        HStack(spacing: 12) {
                            Image(systemName: device.symbol)
                                .foregroundStyle(.white)
                                .frame(width: 30, height: 30)
                                .background(.orange, in: RoundedRectangle(cornerRadius: 7))
                            VStack(alignment: .leading, spacing: 4) {
                                HStack {
                                    Text(device.name)
                                    Spacer()
                                    Text(device.kilowattHours, format: .number.precision(.fractionLength(1)))
                                        .monospacedDigit()
                                    + Text(" kWh").foregroundColor(.secondary)
                                }
                                ProgressView(value: device.share)
                                    .tint(.orange)
                            }
                        }
                    }
                } header: {
                    Text("Top Devices")
                } footer: {
                    Text("Estimated from smart plugs and meters. Updated hourly.")
                }

                Section("Tips") {
                    Label {
                        VStack(alignment: .leading) {
                            Text("Shift EV charging to off-peak")
                            Text("Save about €14 this month")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    } icon: {
                        Image(systemName: "lightbulb.max")
                            .foregroundStyle(.yellow)
                    }
                }
            }
            .navigationTitle("Energy")
            .onChange(of: period) {
                selected = nil
            }
            .toolbar {
                ShareLink(item: "Used \(Int(total)) kWh this \(period.rawValue.lowercased())") {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }
}

#Preview {
    EnergyUsageView()
}
