import Trellis

struct MailMessageList: View {
    let messages: [MailMessage]
    @Binding var selection: MailMessage.ID?
    @State private var searchText = ""

    private var filtered: [MailMessage] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter {
            $0.subject.localizedCaseInsensitiveContains(searchText) ||
            $0.sender.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        List(filtered, selection: $selection) { message in
            MessageRow(message: message)
                .tag(message.id)
                .contextMenu {
                    Button("Mark as Read") {}
                    Button("Flag") {}
                    Divider()
                    Button("Delete", role: .destructive) {}
                }
        }
        .listStyle(.inset(alternatesRowBackgrounds: false))
        .searchable(text: $searchText, placement: .toolbar, prompt: "Search mail")
        .navigationSplitViewColumnWidth(min: 260, ideal: 320)
        .overlay {
            if filtered.isEmpty {
                ContentUnavailableView.search(text: searchText)
            }
        }
    }
}

private struct MessageRow: View {
    let message: MailMessage

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isRead ? Color.clear : Color.accentColor)
                .frame(width: 8, height: 8)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(message.receivedAt, format: .dateTime.month(.abbreviated).day())
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            if message.isFlagged {
                Image(systemName: "flag.fill")
                    .foregroundStyle(.orange)
                    .imageScale(.small)
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    MailMessageList(messages: MailMessage.samples, selection: .constant(1))
        .frame(width: 320, height: 500)
}
