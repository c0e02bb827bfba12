import Trellis

struct AutomationListView: View {
    @State private var automations = Automation.samples
    @State private var editing: Automation?
    @State private var showingNew = false
    @State private var filter: Filter = .all

    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", enabled = "Enabled", disabled = "Disabled"
        var id: String { rawValue }
    }

    private var visible: Binding<[Automation]> {
        $automations
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($automations) { $automation in
                        if filter == .all || (filter == .enabled) == automation.isEnabled {
                            AutomationRow(automation: $automation)
                                .contentShape(Rectangle())
                                .onTapGesture { editing = automation }
                        }
                    }
                    .onDelete { offsets in
                        automations.remove(atOffsets: offsets)
                    }
                    .onMove { from, to in
                        automations.move(fromOffsets: from, toOffset: to)
                    }
                } header: {
                    Picker("Filter", selection: $filter) {
                        ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .textCase(nil)
                    .padding(.bottom, 8)
                }
            }
            .overlay {
                if automations.isEmpty {
                    ContentUnavailableView {
                        Label("No Automations", systemImage: "clock.arrow.2.circlepath")
                    } description: {
                        Text("Make your home respond to the time of day or who is home.")
                    } actions: {
                        Button("Add Automation") { showingNew = true }
                            .buttonStyle(.borderedProminent)
                    }
                }
            }
            .navigationTitle("Automations")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { showingNew = true }
                }
            }
            .sheet(item: $editing) { automation in
                AutomationEditView(automation: automation) { updated in
                    if let index = automations.firstIndex(where: { $0.id == updated.id }) {
                        automations[index] = updated
                    }
                }
            }
            .sheet(isPresented: $showingNew) {
                AutomationEditView(automation: Automation(name: "", trigger: .timeOfDay, time: .now, days: [], sceneName: "Good Morning", isEnabled: true)) { new in
                    automations.append(new)
                }
                .interactiveDismissDisabled()
            }
        }
    }
}

struct AutomationRow: View {
    @Binding var automation: Automation

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: automation.trigger.symbol)
                .font(.title3)
                .foregroundStyle(automation.isEnabled ? Color.orange : Color.secondary)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                if automation.trigger == .timeOfDay {
                    Text(automation.time, format: .dateTime.hour().minute())
                        .font(.title2.weight(.semibold))
                        .monospacedDigit()
                }
                Text(automation.name)
                    .font(.headline)
                Text("\(automation.summary) · \(automation.sceneName)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            Toggle("Enabled", isOn: $automation.isEnabled)
                .labelsHidden()
                .tint(.orange)
        }
        .padding(.vertical, 4)
        .opacity(automation.isEnabled ? 1 : 0.6)
    }
}

#Preview {
    AutomationListView()
}
