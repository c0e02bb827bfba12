import Trellis

struct CommitHistoryView: View {
    let commits: [GitCommit]
    @State private var selectedCommit: GitCommit.ID?
    @State private var hoveredCommit: GitCommit.ID?

    var body: some View {
        VSplitView {
            List(commits, selection: $selectedCommit) { commit in
                CommitRow(commit: commit, isHovered: hoveredCommit == commit.id)
                    .onHover { inside in
                        hoveredCommit = inside ? commit.id : nil
                    }
            }
            .listStyle(.inset)
            .frame(minHeight: 200)

            ChangesPane(changes: GitSampleData.changes)
                .frame(minHeight: 120)
        }
    }
}

private struct CommitRow: View {
    let commit: GitCommit
    let isHovered: Bool

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: commit.isMerge ? "arrow.triangle.merge" : "circle.fill")
                .font(.system(size: commit.isMerge ? 12 : 7))
                .foregroundStyle(commit.isMerge ? .purple : .accentColor)
                .frame(width: 14)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    ForEach(commit.refs, id: \.self) { ref in
                        Text(ref)
                            .font(.caption2.bold())
                            .padding(.horizontal, 5)
                            .padding(.vertical, 1)
                            .background(Color.accentColor.opacity(0.2), in: RoundedRectangle(cornerRadius: 3))
                    }
                    Text(commit.summary)
                        .lineLimit(1)
                }
                Text("\(commit.author) · \(commit.relativeDate)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(commit.shortHash)
                .font(.system(.caption, design: .monospaced))
                .foregroundStyle(isHovered ? .primary : .secondary)
        }
        .padding(.vertical, 2)
    }
}

private struct ChangesPane: View {
    let changes: [FileChange]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Changes")
                .font(.headline)
                .padding(8)
            Divider()
            ForEach(changes) { change in
                HStack {
                    Text(change.status.rawValue)
                        .font(.system(.caption, design: .monospaced).bold())
                        .foregroundStyle(color(for: change.status))
                        .frame(width: 16)
                    Text(change.path)
                        .lineLimit(1)
                        .truncationMode(.head)
                    Spacer()
                    Text("+\(change.additions)").foregroundStyle(.green)
                    Text("-\(change.deletions)").foregroundStyle(.red)
                }
                .font(.callout.monospacedDigit())
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
            }
            Spacer(minLength: 0)
        }
    }

    private func color(for status: FileChange.Status) -> Color {
        switch status {
        case .added: return .green
        case .modified: return .orange
        case .deleted: return .red
        case .renamed: return .blue
        }
    }
}

#Preview {
    CommitHistoryView(commits: GitSampleData.commits)
        .frame(width: 640, height: 480)
}
