import Trellis

struct ClimateControlsView: View {
    @Environment(VehicleStore.self) private var store
    @State private var seatHeat: [Int] = [0, 2]
    @State private var defrost = false
    @State private var dogMode = false

    var body: some View {
        @Bindable var store = store
        VStack(spacing: 24) {
            Capsule()
                .fill(.secondary)
                .frame(width: 40, height: 5)
                .opacity(0)

            HStack {
                Button {
                    store.vehicle.cabinTemperature -= 0.5
                } label: {
                    Image(systemName: "chevron.left")
                        .font(.title.bold())
                }
                Spacer()
                VStack {
                    Text(store.vehicle.cabinTemperature, format: .number.precision(.fractionLength(1)))
                        .font(.system(size: 56, weight: .light, design: .rounded))
                        .contentTransition(.numericText())
                    Text(store.vehicle.climateOn ? "Climate On" : "Climate Off")
                        .font(.caption.smallCaps())
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    store.vehicle.cabinTemperature += 0.5
                } label: {
                    Image(systemName: "chevron.right")
                        .font(.title.bold())
                }
            }
            .padding(.horizontal, 40)

            Toggle(isOn: $store.vehicle.climateOn) {
                Label("Climate", systemImage: "power")
            }
            .toggleStyle(.button)
            .buttonStyle(.bordered)
            .tint(store.vehicle.climateOn ? .blue : .gray)

            HStack(spacing: 30) {
                ForEach(seatHeat.indices, id: \.self) { seat in
                    Button {
                        seatHeat[seat] = (seatHeat[seat] + 1) % 4
                    } label: {
                        VStack {
                            Image(systemName: "carseat.left.fill")
                                .font(.title2)
                            HStack(spacing: 2) {
                                ForEach(0..<3) { level in
                                    Capsule()
                                        .fill(level < seatHeat[seat] ? Color.orange : Color.secondary.opacity(0.3))
                                        .frame(width: 10, height: 4)
                                }
                            }
                            Text(seat == 0 ? "Driver" : "Passenger")
                                .font(.caption2)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }

            Divider()

            VStack(spacing: 12) {
                Toggle("Defrost", isOn: $defrost)
                Toggle("Dog Mode", isOn: $dogMode)
            }
            .padding(.horizontal)
        }
        .padding()
    }
}

#Preview {
    ClimateControlsView()
        .environment(VehicleStore())
}
