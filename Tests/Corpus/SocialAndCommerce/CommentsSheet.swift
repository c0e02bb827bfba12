import Trellis

struct Comment: Identifiable {
    let id: Int
    var user: User
    var text: String
    var likes: Int
}

struct CommentsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var comments: [Comment] = [
        Comment(id: 1, user: .leo, text: "This is incredible 🔥", likes: 24),
        Comment(id: 2, user: .ana, text: "Where was this taken? I need to go", likes: 8),
        Comment(id: 3, user: .maya, text: "@anaruiz Santa Monica! Go at sunset", likes: 3),
    ]

    var body: some View {
        NavigationStack {
            List(comments) { comment in
                HStack(alignment: .top, spacing: 10) {
                    AvatarView(user: comment.user, size: 32)
                    VStack(alignment: .leading, spacing: 3) {
                        Text(comment.user.handle)
                            .font(.footnote.weight(.semibold))
                        Text(LocalizedStringKey(comment.text))
                            .font(.subheadline)
                        Text("Reply")
                            .font(.caption.weight(.medium))
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    VStack(spacing: 2) {
                        Image(systemName: "heart")
                            .font(.caption)
                        Text("\(comment.likes)")
                            .font(.caption2)
                    }
                    .foregroundStyle(.secondary)
                }
                .listRowSeparator(.hidden)
            }
            .listStyle(.plain)
            .navigationTitle("Comments")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .symbolRenderingMode(.hierarchical)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    AvatarView(user: .maya, size: 32)
                    TextField("Add a comment…", text: $text)
                        .padding(10)
                        .background(.fill.quaternary, in: Capsule())
                    Button("Post") {}
                        .fontWeight(.semibold)
                        .disabled(text.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.regularMaterial)
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(24)
    }
}

struct CommentsHost: View {
    @State private var showsComments = true

    var body: some View {
        PostCardView(post: Post.samples[0])
            .padding()
            .sheet(isPresented: $showsComments) {
                CommentsSheet()
            }
    }
}

#Preview {
    CommentsHost()
}
