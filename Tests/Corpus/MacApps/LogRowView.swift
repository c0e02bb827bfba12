import Trellis

struct LogRowView: View {
    let entry: LogEntry
    var showsSubsystem = true

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(entry.timestamp)
                .foregroundStyle(.secondary)
            Text(entry.level.rawValue.uppercased())
                .fontWeight(.semibold)
                .foregroundStyle(entry.level.color)
                .frame(width: 64, alignment: .leading)
            if showsSubsystem {
                Text(entry.subsystem)
                    .foregroundStyle(.tertiary)
                    .frame(width: 150, alignment: .leading)
                    .lineLimit(1)
                    .truncationMode(.middle)
            }
            Text(entry.message)
                .textSelection(.enabled)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .font(.system(size: 11, design: .monospaced))
        .padding(.vertical, 1)
        .listRowBackground(entry.level >= .error ? entry.level.color.opacity(0.08) : nil)
    }
}

extension LogLevel {
    var color: Color {
        switch self {
        case .debug: return .gray
        case .info: return .blue
        case .warning: return .yellow
        case .error: return .red
        case .fault: return .purple
        }
    }
}

#Preview("Error row") {
    LogRowView(entry: LogStore.sampleEntries[3])
        .padding()
}
