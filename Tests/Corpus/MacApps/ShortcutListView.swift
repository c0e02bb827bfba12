import Trellis

struct ShortcutItem: Identifiable {
    let id = UUID()
    let title: String
    let keys: [String]
}

struct ShortcutGroup: Identifiable {
    var id: String { name }
    let name: String
    let items: [ShortcutItem]
}

struct ShortcutListView: View {
    @State private var search = ""
    @Environment(\.dismiss) private var dismiss

    private let groups: [ShortcutGroup] = [
        ShortcutGroup(name: "General", items: [
            ShortcutItem(title: "New Window", keys: ["⌘", "N"]),
            ShortcutItem(title: "Settings…", keys: ["⌘", ","]),
            ShortcutItem(title: "Close Window", keys: ["⌘", "W"]),
        ]),
        ShortcutGroup(name: "Editing", items: [
            ShortcutItem(title: "Find", keys: ["⌘", "F"]),
            ShortcutItem(title: "Find Next", keys: ["⌘", "G"]),
            ShortcutItem(title: "Toggle Comment", keys: ["⌘", "/"]),
            ShortcutItem(title: "Move Line Up", keys: ["⌥", "⌘", "["]),
        ]),
        ShortcutGroup(name: "View", items: [
            ShortcutItem(title: "Toggle Sidebar", keys: ["⌃", "⌘", "S"]),
            ShortcutItem(title: "Enter Full Screen", keys: ["⌃", "⌘", "F"]),
        ]),
    ]

    private var filteredGroups: [ShortcutGroup] {
        guard !search.isEmpty else { return groups }
        return groups.compactMap { group in
            let items = group.items.filter { $0.title.localizedCaseInsensitiveContains(search) }
            return items.isEmpty ? nil : ShortcutGroup(name: group.name, items: items)
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                TextField("Search shortcuts", text: $search)
                    .textFieldStyle(.plain)
                if !search.isEmpty {
                    Button {
                        search = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(.secondary)
                }
            }
            .padding(8)
            .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 6))
            .padding()

            List {
                ForEach(filteredGroups) { group in
                    Section(group.name) {
                        ForEach(group.items) { item in
                            HStack {
                                Text(item.title)
                                Spacer()
                                KeyCombo(keys: item.keys)
                            }
                        }
                    }
                }
            }
            .listStyle(.inset(alternatesRowBackgrounds: true))

            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .keyboardShortcut(.defaultAction)
            }
            .padding()
        }
        .frame(minWidth: 380, idealWidth: 420, minHeight: 420)
    }
}

private struct KeyCombo: View {
    let keys: [String]

    var body: some View {
        HStack(spacing: 3) {
            ForEach(keys, id: \.self) { key in
                Text(key)
                    .font(.system(.callout, design: .rounded).weight(.medium))
                    .frame(minWidth: 22, minHeight: 20)
                    .padding(.horizontal, 3)
                    .background(
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color(white: 0.5, opacity: 0.15))
                    )
                    .overlay(
                        RoundedRectangle(cornerRadius: 4)
                            .stroke(Color.secondary.opacity(0.4), lineWidth: 0.5)
                    )
            }
        }
    }
}

#Preview {
    ShortcutListView()
}
