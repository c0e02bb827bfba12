import Trellis

struct ThermostatView: View {
    @StateObject private var viewModel = ThermostatViewModel()
    @State private var showingSchedule = false
    @State private var confirmOff = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    Text(viewModel.state.statusLine)
                        .font(.headline)
                        .foregroundStyle(viewModel.accentColor)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 6)
                        .background(viewModel.accentColor.opacity(0.15), in: Capsule())

                    ThermostatDial(
                        progress: viewModel.progress,
                        currentProgress: viewModel.currentProgress,
                        target: viewModel.state.targetTemperature,
                        current: viewModel.state.currentTemperature,
                        accent: viewModel.accentColor
                    )

                    HStack(spacing: 40) {
                        CircleIconButton(systemName: "minus") { viewModel.decrement() }
                        CircleIconButton(systemName: "plus") { viewModel.increment() }
                    }

                    Picker("Mode", selection: $viewModel.state.mode) {
                        ForEach(ThermostatMode.allCases) { mode in
                            Label(mode.rawValue, systemImage: mode.symbol).tag(mode)
                        }
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)

                    VStack(spacing: 0) {
                        Stepper(value: $viewModel.state.targetTemperature, in: ThermostatState.range, step: 0.5) {
                            HStack {
                                Text("Target")
                                Spacer()
                                Text(viewModel.state.targetTemperature.temperatureString)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding()
                        Divider()
                        Picker(selection: $viewModel.state.fanSpeed) {
                            ForEach(FanSpeed.allCases) { speed in
                                Text(speed.label).tag(speed)
                            }
                        } label: {
                            Label("Fan", systemImage: "fan")
                        }
                        .pickerStyle(.menu)
                        .padding()
                        Divider()
                        Toggle(isOn: $viewModel.state.isEcoEnabled) {
                            Label("Eco Mode", systemImage: "leaf.fill")
                                .foregroundStyle(.green)
                        }
                        .padding()
                        Divider()
                        HStack {
                            Label("Humidity", systemImage: "humidity.fill")
                            Spacer()
                            Text("\(viewModel.state.humidity)%")
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                    }
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
                    .padding(.horizontal)
                }
                .padding(.vertical)
            }
            .background(Color(.systemGroupedBackground).ignoresSafeArea())
            .navigationTitle("Hallway")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    if viewModel.isSyncing {
                        ProgressView()
                    }
                    Button {
                        showingSchedule.toggle()
                    } label: {
                        Image(systemName: "calendar.badge.clock")
                    }
                }
            }
            .sheet(isPresented: $showingSchedule) {
                ScheduleSheet(schedule: $viewModel.schedule)
            }
            .task {
                await viewModel.sync()
            }
            .onChange(of: viewModel.state.mode) { newMode in
                if newMode == .off { confirmOff = true }
            }
            .confirmationDialog("Turn off heating?", isPresented: $confirmOff, titleVisibility: .visible) {
                Button("Turn Off", role: .destructive) {}
                Button("Keep Heating") { viewModel.state.mode = .heat }
            }
        }
    }
}

struct CircleIconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.title2.weight(.semibold))
                .frame(width: 60, height: 60)
                .background(.thinMaterial, in: Circle())
                .overlay(Circle().stroke(.separator))
        }
        .buttonStyle(.plain)
    }
}

struct ScheduleSheet: View {
    @Binding var schedule: [ThermostatViewModel.ScheduleEntry]
    @Environment(\.dismiss) var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach($schedule) { $entry in
                    HStack {
                        Text(entry.label)
                        Spacer()
                        Text(String(format: "%02d:00", entry.hour))
                            .foregroundStyle(.secondary)
                        Text(entry.temperature.temperatureString)
                            .bold()
                            .frame(width: 56, alignment: .trailing)
                    }
                }
                .onDelete { schedule.remove(atOffsets: $0) }
            }
            .navigationTitle("Schedule")
            .toolbar {
                EditButton()
                Button("Done") { dismiss() }
            }
        }
    }
}

struct ThermostatView_Previews: PreviewProvider {
    static var previews: some View {
        ThermostatView()
        ThermostatView()
            .preferredColorScheme(.dark)
    }
}
