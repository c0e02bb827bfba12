import Trellis

struct Message: Identifiable, Equatable {
    let id: Int
    var text: String
    var isFromMe: Bool
}

struct ChatView: View {
    @State private var messages: [Message] = [
        Message(id: 1, text: "Are we still on for lunch?", isFromMe: false),
        Message(id: 2, text: "Yes! 12:30 at the usual place.", isFromMe: true),
        Message(id: 3, text: "Perfect, see you there 👋", isFromMe: false),
    ]
    @State private var draft = ""
    @FocusState private var isComposing: Bool

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        MessageBubble(message: message)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .onChange(of: messages) { oldValue, newValue in
                if let last = newValue.last {
                    withAnimation(.easeOut(duration: 0.2)) {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                    .focused($isComposing)
                    .submitLabel(.send)
                    .onSubmit(send)
                Button(action: send) {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
        .navigationTitle("Alex")
        .navigationBarTitleDisplayMode(.inline)
    }

    private func send() {
        guard !draft.isEmpty else { return }
        messages.append(Message(id: messages.count + 1, text: draft, isFromMe: true))
        draft = ""
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(message.isFromMe ? .white : .primary)
                .background(message.isFromMe ? Color.blue : Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !message.isFromMe { Spacer(minLength: 60) }
        }
    }
}

#Preview {
    NavigationStack {
        ChatView()
    }
}
