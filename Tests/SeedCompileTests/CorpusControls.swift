import Trellis

// Controls and accessibility as app code writes them, compiled in the Swift 5 language mode
// with `import Trellis` standing for `import SwiftUI`. An edit form (a List in the grouped
// look: Form belongs to the containers work) and a settings screen, written the way Apple's
// tutorials and ordinary apps write them.

enum CorpusControls {
    struct Event: Identifiable {
        var id = UUID()
        var title: String
        var notes: String
        var isAllDay: Bool
        var reminderMinutes: Int
        var attendees: Int
        var priority: Double
        var start: Date
        var color: Color
    }

    static let sampleEvent = Event(
        title: "Design review", notes: "", isAllDay: false, reminderMinutes: 15, attendees: 4,
        priority: 0.7, start: Date(timeIntervalSince1970: 1_767_606_060), color: .orange)

    struct EventEditor: View {
        @Binding var event: Event
        @State private var isUrgent = false
        @State private var password = ""

        var body: some View {
            NavigationStack {
                List {
                    Section(header: Text("Details")) {
                        TextField("Title", text: $event.title)
                        TextField("Notes", text: $event.notes, axis: .vertical)
                            .lineLimit(3)
                        Toggle("All-day", isOn: $event.isAllDay)
                        Toggle(isOn: $isUrgent) {
                            Label("Urgent", systemImage: "exclamationmark.triangle")
                        }
                    }
                    Section("When") {
                        DatePicker("Starts", selection: $event.start)
                        DatePicker("Day", selection: $event.start, displayedComponents: [.date])
                            .datePickerStyle(.compact)
                        Stepper("Remind \(event.reminderMinutes) min before", value: $event.reminderMinutes, in: 0...120, step: 5)
                    }
                    Section {
                        Stepper(value: $event.attendees, in: 1...20) {
                            Text("Attendees: \(event.attendees)")
                        }
                        VStack(alignment: .leading) {
                            Text("Priority")
                            Slider(value: $event.priority, in: 0...1, step: 0.1) {
                                Text("Priority")
                            } minimumValueLabel: {
                                Image(systemName: "flag")
                            } maximumValueLabel: {
                                Image(systemName: "flag.fill")
                            }
                        }
                        ColorPicker("Color", selection: $event.color)
                        SecureField("Room code", text: $password)
                            .textFieldStyle(.roundedBorder)
                    } header: {
                        Text("Options")
                    } footer: {
                        Text("Attendees get a reminder before the event.")
                    }
                    Section {
                        Button("Delete Event", role: .destructive) {}
                            .disabled(event.attendees > 10)
                    }
                }
                .navigationTitle("Edit Event")
            }
        }
    }

    struct EventEditorPreview: View {
        @State private var event = CorpusControls.sampleEvent
        var body: some View { EventEditor(event: $event) }
    }

    final class SettingsModel: ObservableObject {
        @Published var notificationsEnabled = true
        @Published var soundsEnabled = false
        @Published var volume = 0.4
        @Published var fontSize = 17
        @Published var username = ""
        @Published var downloadProgress = 0.35
        @Published var appearance = "System"
    }

    struct VolumeRow: View {
        @Binding var volume: Double

        var body: some View {
            HStack {
                Image(systemName: "speaker.fill")
                    .accessibilityHidden(true)
                Slider(value: $volume)
                Image(systemName: "speaker.wave.2.fill")
                    .accessibility(hidden: true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Volume")
            .accessibilityValue("\(Int(volume * 100)) percent")
        }
    }

    struct CircleToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(configuration.isOn ? .accentColor : .secondary)
            }
        }
    }

    struct SettingsView: View {
        @StateObject private var model = SettingsModel()
        @State private var isSyncing = true

        var body: some View {
            NavigationStack {
                List {
                    Section("Account") {
                        TextField("Username", text: $model.username, prompt: Text("Required"))
                            .accessibilityIdentifier("username-field")
                        Label("Signed in with Apple", systemImage: "person.crop.circle")
                            .labelStyle(.titleAndIcon)
                    }
                    Section("Notifications") {
                        Toggle("Allow Notifications", isOn: $model.notificationsEnabled)
                        Toggle("Sounds", isOn: $model.soundsEnabled)
                            .disabled(!model.notificationsEnabled)
                        Toggle("Badges", isOn: .constant(true))
                            .toggleStyle(CircleToggleStyle())
                    }
                    Section("Display") {
                        Picker("Appearance", selection: $model.appearance) {
                            Text("System").tag("System")
                            Text("Light").tag("Light")
                            Text("Dark").tag("Dark")
                        }
                        Stepper("Text Size: \(model.fontSize)", onIncrement: { model.fontSize += 1 }, onDecrement: { model.fontSize -= 1 })
                        VolumeRow(volume: $model.volume)
                    }
                    Section("Storage") {
                        ProgressView("Downloading…", value: model.downloadProgress)
                        if isSyncing {
                            HStack {
                                ProgressView()
                                Text("Syncing")
                                    .foregroundStyle(.secondary)
                            }
                        }
                        Menu {
                            Button("Clear Cache") {}
                            Button("Reset", role: .destructive) {}
                        } label: {
                            Label("Manage", systemImage: "ellipsis.circle")
                                .labelStyle(.iconOnly)
                        }
                    }
                    Section {
                        EditButton()
                        Text("About")
                            .font(.headline)
                            .accessibilityAddTraits(.isHeader)
                        Text("Version 2.1 (340)")
                            .accessibility(label: Text("Version 2.1, build 340"))
                            .accessibilityHint("Double-tap to copy")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }
}
