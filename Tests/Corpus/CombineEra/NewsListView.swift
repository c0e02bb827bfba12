import Trellis

struct NewsListView: View {
    @ObservedObject var viewModel: NewsViewModel
    @State private var showingCategories = false

    var body: some View {
        NavigationView {
            Group {
                if viewModel.isLoading && viewModel.articles.isEmpty {
                    ProgressView("Loading…")
                } else {
                    List {
                        ForEach(viewModel.articles) { article in
                            NavigationLink(destination: ArticleDetailView(article: article)) {
                                ArticleRowView(article: article)
                            }
                        }
                    }
                    .listStyle(PlainListStyle())
                }
            }
            .navigationBarTitle("Top Headlines")
            .navigationBarItems(trailing:
                Button(action: {
                    self.showingCategories = true
                }) {
                    Image(systemName: "line.horizontal.3.decrease.circle")
                        .imageScale(.large)
                }
            )
            .actionSheet(isPresented: $showingCategories) {
                ActionSheet(title: Text("Category"),
                            message: Text("Choose which headlines to show"),
                            buttons: NewsCategory.allCases.map { category in
                                .default(Text(category.title)) {
                                    self.viewModel.category = category
                                    self.viewModel.fetchArticles()
                                }
                            } + [.cancel()])
            }
        }
        .onAppear {
            if self.viewModel.articles.isEmpty {
                self.viewModel.fetchArticles()
            }
        }
    }
}

struct NewsListView_Previews: PreviewProvider {
    static var previews: some View {
        NewsListView(viewModel: NewsViewModel(articles: Article.previewData))
    }
}
