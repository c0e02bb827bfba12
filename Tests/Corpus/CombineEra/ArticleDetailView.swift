import Trellis

struct ArticleDetailView: View {
    var article: Article
    @State private var isBookmarked = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(gradient: Gradient(colors: [Color.blue, Color.purple]),
                                   startPoint: .topLeading,
                                   endPoint: .bottomTrailing)
                        .frame(height: 220)
                    Text(article.source.name)
                        .font(.caption)
                        .bold()
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Color.black.opacity(0.6))
                        .foregroundColor(.white)
                        .cornerRadius(4)
                        .padding()
                }

                VStack(alignment: .leading, spacing: 12) {
                    Text(article.title)
                        .font(.system(size: 26, weight: .bold, design: .serif))
                    HStack {
                        Image(systemName: "person.circle")
                        Text(article.authorText)
                        Spacer()
                        Text(String(article.publishedAt.prefix(10)))
                    }
                    .font(.footnote)
                    .foregroundColor(.secondary)

                    Divider()

                    Text(article.content ?? article.descriptionText)
                        .font(.body)
                        .lineSpacing(4)
                }
                .padding(.horizontal)
            }
        }
        .edgesIgnoringSafeArea(.top)
        .navigationBarTitle(Text(""), displayMode: .inline)
        .navigationBarItems(trailing:
            Button(action: { self.isBookmarked.toggle() }) {
                Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
            }
        )
    }
}

struct ArticleDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ArticleDetailView(article: Article.previewData[0])
        }
    }
}
