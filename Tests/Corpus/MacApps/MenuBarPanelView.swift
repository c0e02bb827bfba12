import Trellis

struct MenuBarPanelView: View {
    @AppStorage("menubar.launchAtLogin") private var launchAtLogin = false
    @AppStorage("menubar.showsPercent") private var showsPercent = true
    @State private var isPaused = false
    @Environment(\.openWindow) private var openWindow

    let stats: [(name: String, value: Double, symbol: String)] = [
        ("CPU", 0.42, "cpu"),
        ("Memory", 0.68, "memorychip"),
        ("Disk", 0.81, "internaldrive"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("System Monitor")
                    .font(.headline)
                Spacer()
                Button {
                    isPaused.toggle()
                } label: {
                    Image(systemName: isPaused ? "play.fill" : "pause.fill")
                }
                .buttonStyle(.borderless)
                .help(isPaused ? "Resume sampling" : "Pause sampling")
            }

            ForEach(stats, id: \.name) { stat in
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Label(stat.name, systemImage: stat.symbol)
                        Spacer()
                        if showsPercent {
                            Text(stat.value, format: .percent.precision(.fractionLength(0)))
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                        }
                    }
                    .font(.callout)
                    ProgressView(value: stat.value)
                        .tint(stat.value > 0.8 ? .red : .accentColor)
                }
            }

            Divider()

            Toggle("Launch at Login", isOn: $launchAtLogin)
                .toggleStyle(.switch)
                .controlSize(.mini)
            Toggle("Show Percentages", isOn: $showsPercent)
                .toggleStyle(.switch)
                .controlSize(.mini)

            Divider()

            HStack {
                Button("Open Activity…") {
                    openWindow(id: "activity")
                }
                Spacer()
                Button("Quit") {}
                    .keyboardShortcut("q")
            }
            .buttonStyle(.borderless)
        }
        .padding(14)
        .frame(width: 280)
    }
}

#Preview {
    MenuBarPanelView()
}
