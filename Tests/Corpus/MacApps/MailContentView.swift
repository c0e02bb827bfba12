import Trellis

struct MailContentView: View {
    @State private var mailbox: Mailbox? = .inbox
    @State private var selectedMessageID: MailMessage.ID? = 1
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @SceneStorage("showsPreviewPane") private var showsPreviewPane = true

    private let messages = MailMessage.samples

    private var messagesInMailbox: [MailMessage] {
        guard let mailbox else { return [] }
        if mailbox == .flagged { return messages.filter(\.isFlagged) }
        return messages.filter { $0.mailbox == mailbox }
    }

    private var unreadCounts: [Mailbox: Int] {
        Dictionary(grouping: messages.filter { !$0.isRead }, by: \.mailbox).mapValues(\.count)
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            MailSidebar(selection: $mailbox, unreadCounts: unreadCounts)
        } content: {
            MailMessageList(messages: messagesInMailbox, selection: $selectedMessageID)
                .navigationTitle(mailbox?.title ?? "Mail")
                .navigationSubtitle("\(messagesInMailbox.count) messages")
        } detail: {
            if let message = messages.first(where: { $0.id == selectedMessageID }) {
                MailDetailView(message: message)
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
            }
        }
        .navigationSplitViewStyle(.balanced)
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button {
                } label: {
                    Label("Get Mail", systemImage: "envelope.arrow.triangle.branch")
                }
            }
            ToolbarItem(placement: .automatic) {
                Button {
                } label: {
                    Label("Compose", systemImage: "square.and.pencil")
                }
                .keyboardShortcut("n", modifiers: .command)
            }
        }
        .frame(minWidth: 900, idealWidth: 1100, minHeight: 500, idealHeight: 650)
    }
}

#Preview {
    MailContentView()
}
