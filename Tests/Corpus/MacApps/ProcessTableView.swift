import Trellis

struct ProcessTableView: View {
    @State private var processes = ProcessInfoItem.samples
    @State private var selection = Set<ProcessInfoItem.ID>()
    @State private var sortOrder = [KeyPathComparator(\ProcessInfoItem.cpu, order: .reverse)]
    @State private var filter = ""
    @State private var showsInspector = true
    @AppStorage("showOnlyMine") private var showOnlyMine = false

    private var visible: [ProcessInfoItem] {
        processes
            .filter { !showOnlyMine || $0.user == "ada" }
            .filter { filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter) }
    }

    var body: some View {
        Table(visible, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Process Name", value: \.name) { process in
                Label(process.name, systemImage: process.user == "root" ? "gearshape" : "app")
            }
            .width(min: 160, ideal: 200)
            TableColumn("PID", value: \.pid) { process in
                Text("\(process.pid)")
                    .monospacedDigit()
            }
            .width(60)
            TableColumn("% CPU", value: \.cpu) { process in
                Text(process.cpu, format: .number.precision(.fractionLength(1)))
                    .monospacedDigit()
                    .foregroundStyle(process.cpu > 50 ? .red : .primary)
            }
            .width(70)
            TableColumn("Memory", value: \.memoryMB) { process in
                Text(process.memoryMB.formattedMemory)
                    .monospacedDigit()
            }
            TableColumn("User", value: \.user)
            TableColumn("State") { process in
                StateBadge(state: process.state)
            }
        }
        .tableStyle(.inset(alternatesRowBackgrounds: true))
        .onChange(of: sortOrder) { _, newOrder in
            processes.sort(using: newOrder)
        }
        .contextMenu(forSelectionType: ProcessInfoItem.ID.self) { items in
            Button("Quit Process") {}
            Button("Sample Process") {}
                .disabled(items.count != 1)
        } primaryAction: { _ in
            showsInspector = true
        }
        .searchable(text: $filter, prompt: "Filter processes")
        .navigationTitle("Activity")
        .navigationSubtitle("\(visible.count) processes")
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Toggle(isOn: $showOnlyMine) {
                    Label("My Processes", systemImage: "person")
                }
                .help("Show only processes owned by you")
                Button {
                } label: {
                    Label("Quit", systemImage: "xmark.octagon")
                }
                .disabled(selection.isEmpty)
                .help("Quit the selected processes")
                Button {
                    showsInspector.toggle()
                } label: {
                    Label("Inspector", systemImage: "info.circle")
                }
            }
        }
        .inspector(isPresented: $showsInspector) {
            ProcessInspector(process: processes.first { selection.contains($0.id) } ?? processes[0])
                .inspectorColumnWidth(min: 200, ideal: 240, max: 320)
        }
        .frame(minWidth: 700, minHeight: 400)
    }
}

private struct StateBadge: View {
    let state: ProcessInfoItem.State

    private var color: Color {
        switch state {
        case .running: return .green
        case .sleeping: return .blue
        case .stopped: return .gray
        }
    }

    var body: some View {
        Text(state.rawValue)
            .font(.caption)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(color.opacity(0.15), in: Capsule())
            .foregroundStyle(color)
    }
}

#Preview {
    ProcessTableView()
        .frame(width: 900, height: 480)
}
