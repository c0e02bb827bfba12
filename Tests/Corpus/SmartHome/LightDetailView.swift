import Trellis

struct LightDetailView: View {
    @Binding var accessory: Accessory
    @State private var color: Color = .orange
    @State private var mode: LightMode = .white
    @State private var isEditing = false
    @State private var showingSettings = false

    enum LightMode: String, CaseIterable, Identifiable {
        case white = "White"
        case color = "Color"
        var id: Self { self }
    }

    private let presets: [Color] = [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .pink]

    var body: some View {
        ScrollView {
            VStack(spacing: 28) {
                BrightnessPill(brightness: $accessory.brightness, tint: mode == .white ? .kelvin(accessory.colorTemperature) : color)
                    .frame(width: 120, height: 300)
                    .opacity(accessory.isOn ? 1 : 0.5)

                Text(accessory.isOn ? "\(Int(accessory.brightness * 100))%" : "Off")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
                    .animation(.snappy, value: accessory.brightness)

                Picker("Mode", selection: $mode) {
                    ForEach(LightMode.allCases) { mode in
                        Text(mode.rawValue).tag(mode)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                Group {
                    switch mode {
                    case .white:
                        ColorTemperatureSlider(kelvin: $accessory.colorTemperature)
                    case .color:
                        colorControls
                    }
                }
                .padding(.horizontal)
                .transition(.opacity)

                VStack(alignment: .leading) {
                    Text("Brightness")
                        .font(.headline)
                    Slider(value: $accessory.brightness, in: 0...1, step: 0.01) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Image(systemName: "sun.min")
                    } maximumValueLabel: {
                        Image(systemName: "sun.max.fill")
                    } onEditingChanged: { editing in
                        isEditing = editing
                    }
                    .tint(.yellow)
                }
                .cardStyle()
                .padding(.horizontal)
            }
            .padding(.vertical)
        }
        .navigationTitle(accessory.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Toggle(isOn: $accessory.isOn) {
                    Image(systemName: "power")
                }
                .toggleStyle(.button)
            }
            ToolbarItem(placement: .bottomBar) {
                Button {
                    showingSettings = true
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
        }
        .sheet(isPresented: $showingSettings) {
            AccessorySettingsView(accessory: $accessory)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .onChange(of: accessory.brightness) { oldValue, newValue in
            if newValue == 0 { accessory.isOn = false }
            else if oldValue == 0 { accessory.isOn = true }
        }
        .sensoryFeedback(.selection, trigger: mode)
    }

    private var colorControls: some View {
        VStack(alignment: .leading, spacing: 16) {
            ColorPicker("Custom Color", selection: $color, supportsOpacity: false)
                .font(.headline)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 16) {
                ForEach(presets, id: \.self) { preset in
                    Circle()
                        .fill(preset)
                        .frame(width: 48, height: 48)
                        .overlay {
                            if preset == color {
                                Circle().stroke(.primary, lineWidth: 3).padding(-4)
                            }
                        }
                        .onTapGesture { color = preset }
                }
            }
        }
        .cardStyle()
    }
}

struct BrightnessPill: View {
    @Binding var brightness: Double
    var tint: Color

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 32, style: .continuous)
                    .fill(.quaternary)
                Rectangle()
                    .fill(tint)
                    .frame(height: proxy.size.height * brightness)
                Image(systemName: "lightbulb.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
                    .shadow(radius: 2)
                    .padding(.bottom, 24)
            }
            .clipShape(RoundedRectangle(cornerRadius: 32, style: .continuous))
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        let fraction = 1 - value.location.y / proxy.size.height
                        brightness = min(max(fraction, 0), 1)
                    }
            )
        }
    }
}

struct AccessorySettingsView: View {
    @Binding var accessory: Accessory
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $accessory.name)
                    Picker("Type", selection: $accessory.kind) {
                        ForEach(AccessoryKind.allCases) { kind in
                            Label(kind.displayName, systemImage: kind.symbolName).tag(kind)
                        }
                    }
                }
                Section("Status") {
                    LabeledContent("Reachable", value: accessory.isReachable ? "Yes" : "No")
                    LabeledContent("Firmware", value: "2.1.4")
                }
            }
            .navigationTitle("Accessory Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        LightDetailView(accessory: .constant(Room.samples[0].accessories[0]))
    }
}
