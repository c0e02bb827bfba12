import Foundation

enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, flagged, drafts, sent, archive, trash

    var id: String { rawValue }

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .inbox: return "tray"
        case .flagged: return "flag"
        case .drafts: return "doc"
        case .sent: return "paperplane"
        case .archive: return "archivebox"
        case .trash: return "trash"
        }
    }
}

struct MailMessage: Identifiable, Hashable {
    let id: Int
    var sender: String
    var senderAddress: String
    var subject: String
    var preview: String
    var body: String
    var receivedAt: Date
    var isRead: Bool
    var isFlagged: Bool
    var mailbox: Mailbox
    var attachments: [String] = []
}

extension MailMessage {
    static let samples: [MailMessage] = [
        MailMessage(id: 1, sender: "Ada Lovelace", senderAddress: "ada@engine.org",
                    subject: "Notes on the Analytical Engine",
                    preview: "I have attached the translation with my notes, which run longer than the paper itself.",
                    body: "Hi,\n\nI have attached the translation with my notes, which run longer than the paper itself. Note G has the Bernoulli numbers.\n\nAda",
                    receivedAt: Date(timeIntervalSince1970: 1_700_000_000), isRead: false, isFlagged: true,
                    mailbox: .inbox, attachments: ["notes.pdf", "diagram.png"]),
        MailMessage(id: 2, sender: "Grace Hopper", senderAddress: "grace@navy.mil",
                    subject: "Re: Compiler demo",
                    preview: "The A-0 demo is on Thursday. Bring the tapes.",
                    body: "The A-0 demo is on Thursday. Bring the tapes.\n\n— G.",
                    receivedAt: Date(timeIntervalSince1970: 1_699_990_000), isRead: true, isFlagged: false,
                    mailbox: .inbox),
        MailMessage(id: 3, sender: "Linus", senderAddress: "linus@kernel.example",
                    subject: "[PATCH v2] fix the scheduler",
                    preview: "This version drops the second hunk, which was wrong.",
                    body: "This version drops the second hunk, which was wrong.\n\nSigned-off-by: Linus",
                    receivedAt: Date(timeIntervalSince1970: 1_699_900_000), isRead: true, isFlagged: false,
                    mailbox: .inbox),
        MailMessage(id: 4, sender: "Me", senderAddress: "me@example.com",
                    subject: "Trip itinerary",
                    preview: "Draft: flights, hotel and the train on the second day.",
                    body: "Flights, hotel and the train on the second day.",
                    receivedAt: Date(timeIntervalSince1970: 1_699_800_000), isRead: true, isFlagged: false,
                    mailbox: .drafts),
    ]
}
