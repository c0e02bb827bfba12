import Trellis

struct ChatMessage: Identifiable, Hashable {
    let id: Int
    var text: String
    var isOutgoing: Bool
    var sentAt: Date
    var isRead = false
}

struct ChatThreadView: View {
    let contact: User
    @State private var messages: [ChatMessage] = [
        ChatMessage(id: 1, text: "Hey! Did you see the new collection?", isOutgoing: false, sentAt: Post.reference.addingTimeInterval(-600)),
        ChatMessage(id: 2, text: "Yes!! The green jacket is amazing 😍", isOutgoing: true, sentAt: Post.reference.addingTimeInterval(-540), isRead: true),
        ChatMessage(id: 3, text: "Want to go check it out this weekend?", isOutgoing: false, sentAt: Post.reference.addingTimeInterval(-500)),
        ChatMessage(id: 4, text: "Saturday works for me", isOutgoing: true, sentAt: Post.reference.addingTimeInterval(-60)),
    ]
    @State private var draft = ""
    @FocusState private var isInputFocused: Bool

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                Text(Post.reference, style: .date)
                    .font(.caption2.weight(.medium))
                    .foregroundStyle(.secondary)
                    .padding(.vertical, 8)
                ForEach(messages) { message in
                    ChatBubble(message: message)
                        .padding(.top, isFirstInGroup(message) ? 8 : 0)
                }
            }
            .padding(.horizontal, 12)
        }
        .defaultScrollAnchor(.bottom)
        .scrollDismissesKeyboard(.interactively)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            inputBar
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .principal) {
                HStack(spacing: 8) {
                    AvatarView(user: contact, size: 28, showsOnlineIndicator: true)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(contact.name).font(.subheadline.bold())
                        Text("Active now").font(.caption2).foregroundStyle(.green)
                    }
                }
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Call", systemImage: "phone") {}
                Button("Video", systemImage: "video") {}
            }
        }
    }

    private var inputBar: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button {
            } label: {
                Image(systemName: "plus.circle.fill")
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
            }
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .focused($isInputFocused)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Color(.secondarySystemBackground), in: Capsule())
            Button {
                send()
            } label: {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.title)
            }
            .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }

    private func isFirstInGroup(_ message: ChatMessage) -> Bool {
        guard let index = messages.firstIndex(of: message), index > 0 else { return true }
        return messages[index - 1].isOutgoing != message.isOutgoing
    }

    private func send() {
        messages.append(ChatMessage(id: messages.count + 1, text: draft, isOutgoing: true, sentAt: .now))
        draft = ""
    }
}

struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack(alignment: .bottom) {
            if message.isOutgoing { Spacer(minLength: 48) }
            VStack(alignment: message.isOutgoing ? .trailing : .leading, spacing: 2) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 9)
                    .foregroundStyle(message.isOutgoing ? .white : .primary)
                    .background(
                        BubbleShape(isOutgoing: message.isOutgoing)
                            .fill(message.isOutgoing ? AnyShapeStyle(Color.blue.gradient) : AnyShapeStyle(Color(.systemGray5)))
                    )
                if message.isOutgoing && message.isRead {
                    Text("Read")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            if !message.isOutgoing { Spacer(minLength: 48) }
        }
    }
}

struct BubbleShape: Shape {
    var isOutgoing: Bool

    func path(in rect: CGRect) -> Path {
        let radius: CGFloat = 18
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
        let tailX = isOutgoing ? rect.maxX - 4 : rect.minX + 4
        path.move(to: CGPoint(x: tailX, y: rect.maxY - 10))
        path.addQuadCurve(to: CGPoint(x: isOutgoing ? rect.maxX + 4 : rect.minX - 4, y: rect.maxY), control: CGPoint(x: tailX, y: rect.maxY))
        path.addLine(to: CGPoint(x: isOutgoing ? rect.maxX - 12 : rect.minX + 12, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

#Preview {
    NavigationStack {
        ChatThreadView(contact: .maya)
    }
}
