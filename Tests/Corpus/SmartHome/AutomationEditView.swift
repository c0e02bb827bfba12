import Trellis

struct AutomationEditView: View {
    @State private var draft: Automation
    @State private var selectedAccessories: Set<String> = ["Ceiling Light"]
    @State private var turnOffAfter = false
    @State private var offDelay = 15
    @FocusState private var nameFocused: Bool
    @Environment(\.dismiss) private var dismiss
    let onSave: (Automation) -> Void

    private let scenes = HomeScene.samples.map(\.name) + ["Arrive Home", "Open Blinds"]
    private let accessories = Room.samples.flatMap(\.accessories).map(\.name)

    init(automation: Automation, onSave: @escaping (Automation) -> Void) {
        _draft = State(initialValue: automation)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Automation Name", text: $draft.name)
                        .focused($nameFocused)
                        .submitLabel(.done)
                    Toggle("Enabled", isOn: $draft.isEnabled)
                }

                Section("When") {
                    Picker("Trigger", selection: $draft.trigger) {
                        ForEach(AutomationTrigger.allCases) { trigger in
                            Text(trigger.rawValue).tag(trigger)
                        }
                    }
                    if draft.trigger == .timeOfDay {
                        DatePicker("Time", selection: $draft.time, displayedComponents: .hourAndMinute)
                        WeekdayPicker(selection: $draft.days)
                    }
                }

                Section {
                    Picker("Scene", selection: $draft.sceneName) {
                        ForEach(scenes, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.navigationLink)
                    NavigationLink {
                        AccessoryMultiSelect(all: accessories, selection: $selectedAccessories)
                    } label: {
                        LabeledContent("Accessories", value: "\(selectedAccessories.count) selected")
                    }
                } header: {
                    Text("Do")
                }

                Section {
                    Toggle("Turn Off After", isOn: $turnOffAfter.animation())
                    if turnOffAfter {
                        Stepper("\(offDelay) minutes", value: $offDelay, in: 5...120, step: 5)
                    }
                    Toggle("Notify When Run", isOn: $draft.notifyWhenRun)
                }

                if !draft.name.isEmpty {
                    Section {
                        Button("Test This Automation") {}
                        Button("Delete Automation", role: .destructive) { dismiss() }
                    }
                }
            }
            .navigationTitle(draft.name.isEmpty ? "New Automation" : draft.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(draft.name.trimmingCharacters(in: .whitespaces).isEmpty)
                    .fontWeight(.semibold)
                }
            }
            .onAppear {
                if draft.name.isEmpty { nameFocused = true }
            }
        }
    }
}

struct WeekdayPicker: View {
    @Binding var selection: Set<Weekday>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Repeat")
            HStack(spacing: 6) {
                ForEach(Weekday.allCases) { day in
                    let isOn = selection.contains(day)
                    Button {
                        if isOn { selection.remove(day) } else { selection.insert(day) }
                    } label: {
                        Text(day.shortName)
                            .font(.footnote.bold())
                            .frame(width: 34, height: 34)
                            .background(isOn ? Color.accentColor : Color.secondary.opacity(0.15), in: Circle())
                            .foregroundStyle(isOn ? .white : .primary)
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel(day.name)
                    .accessibilityAddTraits(isOn ? .isSelected : [])
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct AccessoryMultiSelect: View {
    let all: [String]
    @Binding var selection: Set<String>
    @State private var editMode: EditMode = .active

    var body: some View {
        List(all, id: \.self, selection: $selection) { name in
            Text(name)
        }
        .environment(\.editMode, $editMode)
        .navigationTitle("Accessories")
        .toolbar {
            Button(selection.count == all.count ? "Deselect All" : "Select All") {
                selection = selection.count == all.count ? [] : Set(all)
            }
        }
    }
}

#Preview {
    AutomationEditView(automation: Automation.samples[0]) { _ in }
}
