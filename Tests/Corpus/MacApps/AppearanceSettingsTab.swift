import Trellis

struct AppearanceSettingsTab: View {
    enum Theme: String, CaseIterable, Identifiable {
        case system = "System", light = "Light", dark = "Dark"
        var id: String { rawValue }
    }

    @AppStorage("theme") private var theme = Theme.system
    @AppStorage("editorFontSize") private var fontSize = 13.0
    @AppStorage("showLineNumbers") private var showLineNumbers = true
    @AppStorage("wrapLines") private var wrapLines = false
    @State private var accent = Color.blue

    var body: some View {
        Form {
            Section {
                Picker("Appearance", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                ColorPicker("Accent color", selection: $accent)
            }
            Section("Editor") {
                LabeledContent("Font size") {
                    HStack {
                        Slider(value: $fontSize, in: 9...24, step: 1)
                            .frame(width: 160)
                        Text("\(Int(fontSize)) pt")
                            .monospacedDigit()
                            .frame(width: 40, alignment: .trailing)
                    }
                }
                Toggle("Show line numbers", isOn: $showLineNumbers)
                Toggle("Wrap long lines", isOn: $wrapLines)
                LabeledContent("Preview") {
                    Text("func hello() {}")
                        .font(.system(size: fontSize, design: .monospaced))
                }
            }
        }
        .formStyle(.grouped)
        .frame(width: 420, height: 320)
    }
}

#Preview {
    AppearanceSettingsTab()
}
