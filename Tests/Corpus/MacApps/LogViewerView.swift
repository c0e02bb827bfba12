import Trellis

struct LogViewerView: View {
    @StateObject private var store = LogStore()
    @State private var query = ""
    @State private var isFollowing = true
    @AppStorage("log.showsSubsystem") private var showsSubsystem = true
    @FocusState private var filterFocused: Bool

    var body: some View {
        let entries = store.entries(matching: query)
        VStack(spacing: 0) {
            filterBar
            Divider()
            ScrollViewReader { proxy in
                List(entries) { entry in
                    LogRowView(entry: entry, showsSubsystem: showsSubsystem)
                        .id(entry.id)
                }
                .listStyle(.inset(alternatesRowBackgrounds: true))
                .environment(\.defaultMinListRowHeight, 18)
                .onChange(of: entries.count) {
                    if isFollowing, let last = entries.last {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }
            Divider()
            statusBar(count: entries.count)
        }
        .frame(minWidth: 640, minHeight: 320)
        .navigationTitle("Console")
    }

    private var filterBar: some View {
        HStack(spacing: 8) {
            Image(systemName: "line.3.horizontal.decrease.circle")
                .foregroundStyle(.secondary)
            TextField("Filter", text: $query)
                .textFieldStyle(.roundedBorder)
                .font(.system(.body, design: .monospaced))
                .focused($filterFocused)
                .frame(maxWidth: 280)
            Picker("Level", selection: $store.minimumLevel) {
                ForEach(LogLevel.allCases) { level in
                    Text(level.rawValue.capitalized).tag(level)
                }
            }
            .pickerStyle(.menu)
            .labelsHidden()
            .fixedSize()
            Spacer()
            Toggle("Subsystem", isOn: $showsSubsystem)
                .toggleStyle(.checkbox)
            Toggle(isOn: $isFollowing) {
                Image(systemName: "arrow.down.to.line")
            }
            .toggleStyle(.button)
            .help("Follow new messages")
            Button("Clear") {
                store.entries.removeAll()
            }
            .keyboardShortcut("k", modifiers: .command)
        }
        .controlSize(.small)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(.bar)
        .onAppear { filterFocused = true }
    }

    private func statusBar(count: Int) -> some View {
        HStack {
            Text("\(count) of \(store.entries.count) messages")
            Spacer()
            if isFollowing {
                Label("Following", systemImage: "dot.radiowaves.left.and.right")
                    .foregroundStyle(.green)
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
    }
}

#Preview {
    LogViewerView()
        .frame(width: 800, height: 400)
}
