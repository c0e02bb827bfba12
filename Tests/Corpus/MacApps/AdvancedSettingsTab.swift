import Trellis

struct AdvancedSettingsTab: View {
    @AppStorage("logLevel") private var logLevel = "info"
    @AppStorage("enableTelemetry") private var enableTelemetry = false
    @AppStorage("cacheLimitMB") private var cacheLimit = 256
    @State private var showResetConfirmation = false

    var body: some View {
        Form {
            Section {
                Picker("Log level", selection: $logLevel) {
                    Text("Debug").tag("debug")
                    Text("Info").tag("info")
                    Text("Warning").tag("warning")
                    Text("Error").tag("error")
                }
                Stepper("Cache limit: \(cacheLimit) MB", value: $cacheLimit, in: 64...2048, step: 64)
                Toggle("Send anonymous usage data", isOn: $enableTelemetry)
            } footer: {
                Text("Usage data never includes the contents of your documents.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }

            Section("Maintenance") {
                LabeledContent("Cache size", value: "118.4 MB")
                HStack {
                    Button("Clear Cache") {}
                    Button("Reset All Settings…", role: .destructive) {
                        showResetConfirmation = true
                    }
                }
            }
        }
        .formStyle(.grouped)
        .frame(width: 420, height: 300)
        .confirmationDialog("Reset all settings?", isPresented: $showResetConfirmation) {
            Button("Reset", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview {
    AdvancedSettingsTab()
}
