import Trellis

struct ArticleRowView: View {
    let article: Article
    var isBookmarked: Bool = false

    private static let relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Text(article.category.rawValue.uppercased())
                    .font(.caption2.weight(.bold))
                    .foregroundStyle(Color.accentColor)
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(article.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack(spacing: 4) {
                    Text(article.source)
                    Text("·")
                    Text(Self.relativeFormatter.localizedString(for: article.publishedAt, relativeTo: Article.referenceDate))
                    Spacer()
                    if isBookmarked {
                        Image(systemName: "bookmark.fill")
                            .foregroundStyle(.orange)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.gray.opacity(0.2))
                .frame(width: 80, height: 80)
                .overlay {
                    Image(systemName: article.category.systemImage)
                        .font(.title2)
                        .foregroundStyle(.secondary)
                }
        }
        .padding(.vertical, 6)
    }
}

struct ArticleRowView_Previews: PreviewProvider {
    static var previews: some View {
        List {
            ArticleRowView(article: Article.samples[1], isBookmarked: true)
            ArticleRowView(article: Article.samples[2])
        }
        .listStyle(.plain)
    }
}
