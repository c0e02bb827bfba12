import Trellis

struct NewsFeedView: View {
    @StateObject private var viewModel: NewsFeedViewModel

    init(viewModel: NewsFeedViewModel? = nil) {
        _viewModel = StateObject(wrappedValue: viewModel ?? NewsFeedViewModel())
    }

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    if viewModel.articles.isEmpty {
                        ProgressView("Loading headlines…")
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                    } else {
                        feed
                    }
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Couldn't Load News", systemImage: "wifi.exclamationmark")
                    } description: {
                        Text(message)
                    } actions: {
                        Button("Try Again") {
                            Task { await viewModel.load() }
                        }
                        .buttonStyle(.borderedProminent)
                    }
                default:
                    feed
                }
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    NavigationLink {
                        BookmarksView(viewModel: viewModel)
                    } label: {
                        Image(systemName: "bookmark")
                    }
                }
            }
            .navigationDestination(for: Article.self) { article in
                ArticleReaderView(article: article)
            }
        }
        .task {
            if viewModel.articles.isEmpty {
                await viewModel.load()
            }
        }
    }

    private var feed: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                CategoryChipsView(selection: $viewModel.selectedCategory)

                if let featured = viewModel.featured {
                    NavigationLink(value: featured) {
                        HeroArticleCard(article: featured)
                    }
                    .buttonStyle(.plain)
                    .padding(.horizontal)
                } else {
                    ContentUnavailableView("No Stories", systemImage: "newspaper", description: Text("There are no stories in \(viewModel.selectedCategory.rawValue) yet."))
                }

                if !viewModel.remaining.isEmpty {
                    Text("Latest")
                        .font(.title3.bold())
                        .padding(.horizontal)
                    ForEach(viewModel.remaining) { article in
                        NavigationLink(value: article) {
                            ArticleRowView(article: article, isBookmarked: viewModel.isBookmarked(article))
                        }
                        .buttonStyle(.plain)
                        .padding(.horizontal)
                        .contextMenu {
                            Button {
                                viewModel.toggleBookmark(article)
                            } label: {
                                Label(viewModel.isBookmarked(article) ? "Remove Bookmark" : "Bookmark",
                                      systemImage: viewModel.isBookmarked(article) ? "bookmark.slash" : "bookmark")
                            }
                            ShareLink(item: article.title)
                        }
                        Divider().padding(.leading)
                    }
                }
            }
            .padding(.vertical)
        }
        .refreshable {
            await viewModel.load()
        }
    }
}

#Preview("Feed") {
    NewsFeedView(viewModel: .preview)
}

#Preview("Loading") {
    NewsFeedView()
}
