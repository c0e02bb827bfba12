import Foundation

struct ChatMessage: Identifiable, Hashable {
    let id: UUID
    var text: String
    var sentAt: Date
    var isFromMe: Bool
}

struct Conversation: Identifiable, Hashable {
    let id: UUID
    var title: String
    var avatarURL: URL?
    var listingTitle: String?
    var messages: [ChatMessage]
    var unreadCount: Int
    var isMuted: Bool = false
    var isPinned: Bool = false

    var lastMessage: ChatMessage? { messages.last }

    static let samples: [Conversation] = {
        let now = Date(timeIntervalSince1970: 1_717_000_000)
        return [
            Conversation(id: UUID(uuidString: "C0C0C0C0-0000-4000-8000-000000000001")!, title: "Alex M.", avatarURL: nil, listingTitle: "IKEA desk, barely used", messages: [
                ChatMessage(id: UUID(), text: "Hi! Is the desk still available?", sentAt: now.addingTimeInterval(-3600), isFromMe: false),
                ChatMessage(id: UUID(), text: "Yes it is. Pick up in Mission?", sentAt: now.addingTimeInterval(-3000), isFromMe: true),
                ChatMessage(id: UUID(), text: "Perfect, can I come by at 6?", sentAt: now.addingTimeInterval(-600), isFromMe: false),
            ], unreadCount: 2, isPinned: true),
            Conversation(id: UUID(uuidString: "C0C0C0C0-0000-4000-8000-000000000002")!, title: "Dana Whitfield", avatarURL: URL(string: "https://example.com/agents/dana.jpg"), listingTitle: "Sunny craftsman with garden", messages: [
                ChatMessage(id: UUID(), text: "Open house is Saturday 1–4pm.", sentAt: now.addingTimeInterval(-86_400), isFromMe: false),
            ], unreadCount: 0),
            Conversation(id: UUID(uuidString: "C0C0C0C0-0000-4000-8000-000000000003")!, title: "Maya", avatarURL: nil, listingTitle: nil, messages: [
                ChatMessage(id: UUID(), text: "Haha that climbing gym is my favorite 🧗‍♀️", sentAt: now.addingTimeInterval(-172_800), isFromMe: false),
            ], unreadCount: 0, isMuted: true),
        ]
    }()
}
