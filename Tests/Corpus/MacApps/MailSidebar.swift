import Trellis

struct MailSidebar: View {
    @Binding var selection: Mailbox?
    let unreadCounts: [Mailbox: Int]

    var body: some View {
        List(selection: $selection) {
            Section("Favorites") {
                ForEach([Mailbox.inbox, .flagged]) { mailbox in
                    row(for: mailbox)
                }
            }
            Section("iCloud") {
                ForEach(Mailbox.allCases.filter { $0 != .inbox && $0 != .flagged }) { mailbox in
                    row(for: mailbox)
                }
            }
        }
        .listStyle(.sidebar)
        .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 260)
    }

    @ViewBuilder
    private func row(for mailbox: Mailbox) -> some View {
        let count = unreadCounts[mailbox] ?? 0
        Label(mailbox.title, systemImage: mailbox.systemImage)
            .badge(count)
            .tag(mailbox)
    }
}

#Preview {
    MailSidebar(selection: .constant(.inbox), unreadCounts: [.inbox: 3, .drafts: 1])
        .frame(width: 220, height: 400)
}
