import Trellis

struct PostCardView: View {
    let post: Post
    var onLike: () -> Void = {}
    @State private var isExpanded = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header

            Text(post.text)
                .font(.body)
                .lineLimit(isExpanded ? nil : 3)
                .fixedSize(horizontal: false, vertical: true)
                .onTapGesture { withAnimation(.snappy) { isExpanded.toggle() } }

            if let url = post.imageURL {
                AsyncImage(url: url) { phase in
                    switch phase {
                    case .success(let image):
                        image.resizable().aspectRatio(contentMode: .fill)
                    case .failure:
                        Color.gray.opacity(0.2)
                            .overlay(Image(systemName: "photo").foregroundStyle(.secondary))
                    default:
                        Rectangle()
                            .fill(.quaternary)
                            .overlay(ProgressView())
                    }
                }
                .frame(height: 220)
                .frame(maxWidth: .infinity)
                .clipShape(.rect(cornerRadius: 14, style: .continuous))
            }

            actions
        }
        .padding(16)
        .background {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(.secondarySystemGroupedBackground))
                .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.08), radius: 12, x: 0, y: 4)
        }
    }

    private var header: some View {
        HStack(spacing: 10) {
            AvatarView(user: post.author, size: 40)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(post.author.name)
                        .font(.subheadline.weight(.semibold))
                    if post.author.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .font(.caption)
                            .foregroundStyle(.blue)
                    }
                }
                Text("@\(post.author.handle) · \(post.postedAt, format: .relative(presentation: .named))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Menu {
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Report", systemImage: "exclamationmark.bubble", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis")
                    .foregroundStyle(.secondary)
                    .padding(8)
                    .contentShape(Rectangle())
            }
        }
    }

    private var actions: some View {
        HStack(spacing: 20) {
            Button(action: onLike) {
                Label("\(post.likes)", systemImage: post.isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(post.isLiked ? Color.pink : Color.secondary)
                    .contentTransition(.numericText(value: Double(post.likes)))
            }
            .symbolEffect(.bounce, value: post.isLiked)
            Label("\(post.comments)", systemImage: "bubble.right")
                .foregroundStyle(.secondary)
            Spacer()
            Image(systemName: "bookmark")
                .foregroundStyle(.secondary)
        }
        .font(.subheadline)
        .buttonStyle(.plain)
        .monospacedDigit()
    }
}

#Preview {
    PostCardView(post: Post.samples[0])
        .padding()
        .background(Color(.systemGroupedBackground))
}
