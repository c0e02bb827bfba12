import Trellis

struct NotificationSettingsView: View {
    @State private var allowNotifications = true
    @State private var dailySummary = true
    @State private var summaryTime = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @State private var style = 1
    @State private var badgeCount = true
    @State private var previewMode = "When Unlocked"

    let previewModes = ["Always", "When Unlocked", "Never"]

    var body: some View {
        List {
            Section {
                Toggle("Allow Notifications", isOn: $allowNotifications)
            }

            if allowNotifications {
                Section {
                    Toggle("Daily Summary", isOn: $dailySummary)
                    if dailySummary {
                        DatePicker(selection: $summaryTime, displayedComponents: [.hourAndMinute]) {
                            Text("Deliver at")
                        }
                    }
                } footer: {
                    Text("Get one notification a day listing what is due.")
                }

                Section(header: Text("Alerts")) {
                    Picker(selection: $style, label: Text("Banner Style")) {
                        Text("Temporary").tag(0)
                        Text("Persistent").tag(1)
                    }
                    Toggle("Badges", isOn: $badgeCount)
                    Picker("Show Previews", selection: $previewMode) {
                        ForEach(previewModes, id: \.self) { mode in
                            Text(mode)
                        }
                    }
                    .pickerStyle(.inline)
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Notifications")
        .navigationBarTitleDisplayMode(.inline)
        .tint(.purple)
    }
}
