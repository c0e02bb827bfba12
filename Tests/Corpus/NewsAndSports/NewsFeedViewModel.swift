import Trellis

@MainActor
final class NewsFeedViewModel: ObservableObject {
    enum LoadState: Equatable {
        case idle, loading, loaded, failed(String)
    }

    @Published var articles: [Article] = []
    @Published var selectedCategory: NewsCategory = .top
    @Published var state: LoadState = .idle
    @Published var bookmarks: [Article] = []

    var featured: Article? { filtered.first }
    var filtered: [Article] {
        selectedCategory == .top ? articles : articles.filter { $0.category == selectedCategory }
    }
    var remaining: [Article] { Array(filtered.dropFirst()) }

    init(articles: [Article] = []) {
        self.articles = articles
        if !articles.isEmpty { state = .loaded }
    }

    func load() async {
        guard state != .loading else { return }
        state = .loading
        do {
            try await Task.sleep(nanoseconds: 1_000_000)
            articles = Article.samples
            state = .loaded
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func toggleBookmark(_ article: Article) {
        if let index = bookmarks.firstIndex(of: article) {
            bookmarks.remove(at: index)
        } else {
            bookmarks.append(article)
        }
    }

    func isBookmarked(_ article: Article) -> Bool {
        bookmarks.contains(article)
    }

    static var preview: NewsFeedViewModel {
        let model = NewsFeedViewModel(articles: Article.samples)
        model.bookmarks = Array(Article.samples.prefix(3))
        return model
    }
}
