import Trellis

struct GitSidebarView: View {
    @Binding var selection: GitRef.ID?
    @State private var tagsExpanded = true
    @State private var stashesExpanded = false

    var body: some View {
        List(selection: $selection) {
            Section {
                Label("Working Copy", systemImage: "externaldrive")
                    .badge(GitSampleData.changes.count)
                    .tag("working-copy")
                Label("History", systemImage: "clock.arrow.circlepath")
                    .tag("history")
            } header: {
                Text("Workspace")
            }

            Section("Branches") {
                OutlineGroup(GitSampleData.branches.children ?? [], children: \.children) { ref in
                    RefRow(ref: ref)
                }
            }

            Section("Remotes") {
                OutlineGroup(GitSampleData.remotes, children: \.children) { ref in
                    RefRow(ref: ref)
                }
            }

            DisclosureGroup(isExpanded: $tagsExpanded) {
                ForEach(GitSampleData.tags) { tag in
                    RefRow(ref: tag)
                }
            } label: {
                Label("Tags", systemImage: "tag")
            }

            DisclosureGroup("Stashes", isExpanded: $stashesExpanded) {
                Text("No stashes")
                    .foregroundStyle(.secondary)
            }
        }
        .listStyle(.sidebar)
        .frame(minWidth: 200)
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button {
                } label: {
                    Image(systemName: "plus")
                }
                .help("New Branch")
                Button {
                } label: {
                    Image(systemName: "minus")
                }
                .help("Delete Branch")
                Spacer()
            }
            .buttonStyle(.accessoryBar)
            .padding(6)
        }
    }
}

private struct RefRow: View {
    let ref: GitRef

    var body: some View {
        HStack(spacing: 6) {
            Label(ref.name, systemImage: ref.systemImage)
                .fontWeight(ref.isHead ? .semibold : .regular)
            Spacer(minLength: 4)
            if ref.ahead > 0 {
                Text("↑\(ref.ahead)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            if ref.behind > 0 {
                Text("↓\(ref.behind)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            if ref.isHead {
                Image(systemName: "checkmark")
                    .font(.caption.bold())
                    .foregroundStyle(.tint)
            }
        }
        .tag(ref.id)
    }
}

#Preview {
    GitSidebarView(selection: .constant("main"))
        .frame(width: 240, height: 520)
}
