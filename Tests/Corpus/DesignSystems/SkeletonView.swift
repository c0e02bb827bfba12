import Trellis

struct SkeletonBlock: View {
    var width: CGFloat? = nil
    var height: CGFloat = 14
    var cornerRadius: CGFloat = 6

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(Color.secondary.opacity(0.2))
            .frame(width: width, height: height)
            .shimmer()
    }
}

struct ArticleRow: View {
    let title: String
    let excerpt: String
    let author: DemoUser

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AvatarView(user: author, size: .medium, showsPresence: false)
            VStack(alignment: .leading, spacing: 6) {
                Text(title)
                    .font(.headline)
                Text(excerpt)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                Text(author.name)
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(.vertical, 6)
    }
}

/// Shows placeholder rows with `.redacted(reason: .placeholder)` until the content arrives.
struct SkeletonListView: View {
    var isLoading: Bool
    private let placeholders = Array(repeating: DemoUser.samples[0], count: 4)

    var body: some View {
        List {
            Section("Redacted rows") {
                ForEach(Array(placeholders.enumerated()), id: \.offset) { _, user in
                    ArticleRow(
                        title: "Building a design system",
                        excerpt: "Tokens, components and the docs that tie them together for every team.",
                        author: user
                    )
                }
                .redacted(reason: isLoading ? .placeholder : [])
                .shimmer(active: isLoading)
            }
            Section("Hand-built skeleton") {
                HStack(spacing: 12) {
                    Circle()
                        .fill(Color.secondary.opacity(0.2))
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 8) {
                        SkeletonBlock(width: 160)
                        SkeletonBlock(height: 10)
                        SkeletonBlock(width: 90, height: 10)
                    }
                }
                .padding(.vertical, 6)
            }
            Section {
                Text("Always visible")
                    .unredacted()
                Label("Loaded 12 items", systemImage: "tray.full")
            }
            .redacted(reason: .placeholder)
        }
        .listStyle(.insetGrouped)
        .disabled(isLoading)
    }
}

struct RedactionAwareText: View {
    @Environment(\.redactionReasons) private var reasons
    let text: String

    var body: some View {
        if reasons.contains(.placeholder) {
            Text(String(repeating: "•", count: text.count))
        } else {
            Text(text)
        }
    }
}
