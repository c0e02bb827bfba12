import Trellis

struct ArticleRowView: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.gray.opacity(0.3))
                .frame(width: 80, height: 80)
                .overlay(
                    Image(systemName: "newspaper")
                        .font(.title)
                        .foregroundColor(.gray)
                )

            VStack(alignment: .leading, spacing: 4) {
                Text(article.source.name.uppercased())
                    .font(.caption)
                    .fontWeight(.semibold)
                    .foregroundColor(.accentColor)
                Text(article.title)
                    .font(.headline)
                    .lineLimit(3)
                Text(article.descriptionText)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 6)
    }
}

struct ArticleRowView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ArticleRowView(article: Article.previewData[0])
            ArticleRowView(article: Article.previewData[1])
                .environment(\.colorScheme, .dark)
        }
        .previewLayout(.sizeThatFits)
        .padding()
    }
}
