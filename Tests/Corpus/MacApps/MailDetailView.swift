import Trellis

struct MailDetailView: View {
    let message: MailMessage
    @State private var isHoveringSender = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                Divider()
                Text(message.body)
                    .font(.body)
                    .textSelection(.enabled)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if !message.attachments.isEmpty {
                    attachments
                }
            }
            .padding(24)
        }
        .navigationTitle(message.subject)
        .navigationSubtitle(message.sender)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button {
                } label: {
                    Label("Reply", systemImage: "arrowshape.turn.up.left")
                }
                .help("Reply to the sender")
                .keyboardShortcut("r", modifiers: .command)

                Button {
                } label: {
                    Label("Forward", systemImage: "arrowshape.turn.up.right")
                }
                .help("Forward this message")

                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                .keyboardShortcut(.delete, modifiers: .command)
            }
        }
    }

    private var header: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(initials)
                .font(.title3.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(Circle().fill(Color.gray.gradient))
            VStack(alignment: .leading, spacing: 4) {
                Text(message.sender)
                    .font(.headline)
                    .underline(isHoveringSender)
                    .onHover { isHoveringSender = $0 }
                Text(message.senderAddress)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(message.subject)
                    .font(.title2.bold())
            }
            Spacer()
            Text(message.receivedAt, style: .date)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var attachments: some View {
        GroupBox("Attachments") {
            VStack(alignment: .leading) {
                ForEach(message.attachments, id: \.self) { name in
                    HStack {
                        Image(systemName: "paperclip")
                        Text(name)
                        Spacer()
                        Button("Save…") {}
                            .controlSize(.small)
                    }
                }
            }
            .padding(4)
        }
    }

    private var initials: String {
        message.sender.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

#Preview {
    MailDetailView(message: MailMessage.samples[0])
        .frame(width: 600, height: 500)
}
