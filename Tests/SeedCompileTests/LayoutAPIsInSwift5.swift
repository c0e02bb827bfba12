import Foundation
import Testing
import Trellis

// The APIs the layout work added, written the way an app writes them, compiled in the Swift 5
// language mode like the seeds (this target's setting).
struct SettingsRow: View {
    var title: String
    var detail: String

    var body: some View {
        HStack {
            Text(title).fixedSize()
            Spacer()
            Text(detail).lineLimit(1).truncationMode(.middle)
            Link("Help", destination: URL(string: "https://example.com/help")!)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

@MainActor @Test func layoutAPIsResolveInSwift5Mode() {
    let tree = SettingsRow(title: "Account", detail: "someone@example.com").resolved()
    let kinds = tree.root.subtree().map(\.kind)
    #expect(kinds.contains { if case .fixedSize(true, true) = $0 { true } else { false } })
    #expect(kinds.contains { if case .link = $0 { true } else { false } })
    #expect(kinds.contains { if case .text(let text) = $0 { text.truncationMode == .middle } else { false } })
}
