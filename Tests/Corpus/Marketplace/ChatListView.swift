import Trellis
import Combine

final class ChatListViewModel: ObservableObject {
    @Published var conversations: [Conversation] = Conversation.samples
    @Published var searchText = ""
    @Published var selectedConversation: Conversation?

    var filtered: [Conversation] {
        let base = searchText.isEmpty ? conversations : conversations.filter {
            $0.title.localizedCaseInsensitiveContains(searchText) || ($0.listingTitle ?? "").localizedCaseInsensitiveContains(searchText)
        }
        return base.sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            return (lhs.lastMessage?.sentAt ?? .distantPast) > (rhs.lastMessage?.sentAt ?? .distantPast)
        }
    }

    func delete(_ conversation: Conversation) {
        conversations.removeAll { $0.id == conversation.id }
    }

    func toggleMute(_ conversation: Conversation) {
        if let i = conversations.firstIndex(of: conversation) { conversations[i].isMuted.toggle() }
    }

    func markRead(_ conversation: Conversation) {
        if let i = conversations.firstIndex(of: conversation) { conversations[i].unreadCount = 0 }
    }

    func send(_ text: String, in conversation: Conversation) {
        guard let i = conversations.firstIndex(where: { $0.id == conversation.id }) else { return }
        conversations[i].messages.append(ChatMessage(id: UUID(), text: text, sentAt: .now, isFromMe: true))
    }

    @MainActor
    func reload() async {
        try? await Task.sleep(for: .milliseconds(200))
    }
}

struct ChatListView: View {
    @StateObject private var viewModel = ChatListViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.filtered) { conversation in
                    NavigationLink(value: conversation) {
                        ConversationRow(conversation: conversation)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            viewModel.delete(conversation)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            viewModel.toggleMute(conversation)
                        } label: {
                            Label(conversation.isMuted ? "Unmute" : "Mute", systemImage: conversation.isMuted ? "bell" : "bell.slash")
                        }
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            viewModel.markRead(conversation)
                        } label: {
                            Label("Read", systemImage: "envelope.open")
                        }
                        .tint(.blue)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Messages")
            .navigationDestination(for: Conversation.self) { conversation in
                ChatThreadView(conversation: conversation)
                    .environmentObject(viewModel)
            }
            .searchable(text: $viewModel.searchText, placement: .navigationBarDrawer(displayMode: .always))
            .refreshable { await viewModel.reload() }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}

struct ConversationRow: View {
    let conversation: Conversation

    var body: some View {
        HStack(spacing: 12) {
            AvatarView(url: conversation.avatarURL, name: conversation.title)
                .frame(width: 52, height: 52)
                .overlay(alignment: .bottomTrailing) {
                    if conversation.isPinned {
                        Image(systemName: "pin.circle.fill")
                            .foregroundStyle(.orange)
                            .background(Circle().fill(.background))
                    }
                }
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Text(conversation.title)
                        .font(.headline)
                        .lineLimit(1)
                    if conversation.isMuted {
                        Image(systemName: "bell.slash.fill").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    if let date = conversation.lastMessage?.sentAt {
                        Text(date, format: .dateTime.hour().minute())
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                if let listing = conversation.listingTitle {
                    Text(listing)
                        .font(.caption)
                        .foregroundStyle(.tint)
                        .lineLimit(1)
                }
                HStack(alignment: .top) {
                    Text(conversation.lastMessage?.text ?? "No messages yet")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer()
                    if conversation.unreadCount > 0 {
                        Text("\(conversation.unreadCount)")
                            .font(.caption2.bold())
                            .foregroundColor(.white)
                            .frame(minWidth: 20, minHeight: 20)
                            .background(Circle().fill(Color.accentColor))
                    }
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct AvatarView: View {
    let url: URL?
    let name: String

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable().scaledToFill()
            } else {
                ZStack {
                    Circle().fill(Color(hue: Double(abs(name.hashValue % 360)) / 360, saturation: 0.4, brightness: 0.85))
                    Text(name.prefix(1).uppercased())
                        .font(.title3.weight(.semibold))
                        .foregroundStyle(.white)
                }
            }
        }
        .clipShape(Circle())
    }
}

#Preview {
    ChatListView()
}
