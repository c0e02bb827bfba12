import Trellis

struct CarCompanionView: View {
    @Environment(VehicleStore.self) private var store
    @State private var showingClimate = false
    @State private var showingChargeLimit = false
    @State private var lockFeedback = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    header
                    carPlaceholder
                    batteryCard
                    quickActions
                    infoGrid
                }
                .padding()
            }
            .background(
                LinearGradient(colors: [Color(.systemBackground), Color(.secondarySystemBackground)], startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
            )
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        Task { await store.wake() }
                    } label: {
                        if store.isWaking {
                            ProgressView()
                        } else {
                            Image(systemName: "arrow.clockwise")
                        }
                    }
                }
            }
            .sheet(isPresented: $showingClimate) {
                ClimateControlsView()
                    .presentationDetents([.height(420), .large])
            }
            .task {
                await store.wake()
            }
        }
    }

    private var header: some View {
        VStack(spacing: 4) {
            Text(store.vehicle.name)
                .font(.largeTitle.bold())
            Text(store.vehicle.model)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 4) {
                Image(systemName: store.vehicle.isLocked ? "lock.fill" : "lock.open.fill")
                Text(store.vehicle.isLocked ? "Locked" : "Unlocked")
                Text("·")
                Text("Updated \(store.lastUpdated, style: .relative) ago")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }

    private var carPlaceholder: some View {
        Image(systemName: "car.side.fill")
            .resizable()
            .scaledToFit()
            .frame(height: 110)
            .foregroundStyle(.linearGradient(colors: [.gray, .secondary], startPoint: .top, endPoint: .bottom))
            .padding(.vertical)
            .overlay(alignment: .bottom) {
                Ellipse()
                    .fill(.black.opacity(0.15))
                    .frame(height: 12)
                    .blur(radius: 6)
                    .offset(y: 6)
            }
    }

    private var batteryCard: some View {
        HStack(spacing: 20) {
            Gauge(value: store.vehicle.batteryLevel) {
                Image(systemName: "bolt.fill")
            } currentValueLabel: {
                Text("\(Int(store.vehicle.batteryLevel * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(store.vehicle.batteryLevel < 0.2 ? .red : .green)
            .scaleEffect(1.4)
            .frame(width: 80, height: 80)

            VStack(alignment: .leading, spacing: 6) {
                Text("\(store.vehicle.rangeKilometers) km")
                    .font(.title2.bold())
                if store.vehicle.isCharging {
                    Label("Charging · \(store.vehicle.minutesToLimit) min to \(Int(store.vehicle.chargeLimit * 100))%", systemImage: "bolt.car.fill")
                        .font(.caption)
                        .foregroundStyle(.green)
                }
                Gauge(value: store.vehicle.batteryLevel, in: 0...1) {
                    Text("Battery")
                } currentValueLabel: {
                    Text(store.vehicle.batteryLevel, format: .percent)
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(Gradient(colors: [.red, .yellow, .green]))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle(cornerRadius: 20)
        .onTapGesture { showingChargeLimit = true }
        .alert("Charge Limit", isPresented: $showingChargeLimit) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Charging stops at \(Int(store.vehicle.chargeLimit * 100))%.")
        }
    }

    private var quickActions: some View {
        HStack(spacing: 14) {
            VehicleActionButton(title: store.vehicle.isLocked ? "Unlock" : "Lock",
                                symbol: store.vehicle.isLocked ? "lock.fill" : "lock.open.fill",
                                isActive: store.vehicle.isLocked) {
                store.toggleLock()
                lockFeedback.toggle()
            }
            VehicleActionButton(title: "Climate", symbol: "fan.fill", isActive: store.vehicle.climateOn) {
                showingClimate = true
            }
            VehicleActionButton(title: "Trunk", symbol: "suitcase.cart.fill", isActive: false) {}
            VehicleActionButton(title: "Flash", symbol: "headlight.high.beam.fill", isActive: false) {}
        }
        .sensoryFeedback(.success, trigger: lockFeedback)
    }

    private var infoGrid: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
            GridRow {
                Text("Odometer").foregroundStyle(.secondary)
                Text("\(store.vehicle.odometer) km")
            }
            GridRow {
                Text("Cabin").foregroundStyle(.secondary)
                Text(store.vehicle.cabinTemperature.temperatureString)
            }
            GridRow {
                Text("Tires").foregroundStyle(.secondary)
                Text(store.vehicle.tirePressures.map { String(format: "%.1f", $0) }.joined(separator: " · ") + " bar")
                    .gridColumnAlignment(.leading)
            }
        }
        .font(.subheadline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle(cornerRadius: 20)
    }
}

struct VehicleActionButton: View {
    let title: String
    let symbol: String
    let isActive: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 8) {
                Image(systemName: symbol)
                    .font(.title3)
                    .symbolVariant(isActive ? .fill : .none)
                    .frame(width: 56, height: 56)
                    .background(isActive ? Color.accentColor : Color.secondary.opacity(0.15), in: Circle())
                    .foregroundStyle(isActive ? .white : .primary)
                Text(title)
                    .font(.caption)
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    CarCompanionView()
        .environment(VehicleStore())
}
