import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum CombineEraScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("news", { AnyView(NewsListView(viewModel: NewsViewModel(articles: Article.previewData))) }),
        ("article-row", { AnyView(ArticleRowView(article: Article.previewData[0]).padding()) }),
        ("article", { AnyView(NavigationView { ArticleDetailView(article: Article.previewData[0]) }) }),
        ("user-search", { AnyView(UserSearchView(viewModel: UserSearchViewModel(users: GitHubUser.samples, query: "swift"))) }),
        ("user-search-empty", { AnyView(UserSearchView(viewModel: UserSearchViewModel())) }),
        ("contacts", { AnyView(ContactsListView().environmentObject(ContactStore())) }),
        ("contact", { AnyView(NavigationView { ContactDetailView(contact: Contact.sampleData[0]) }) }),
        ("add-contact", { AnyView(AddContactView().environmentObject(ContactStore())) }),
        ("settings", { AnyView(SettingsView().environmentObject(UserSettings())) }),
        ("about", { AnyView(NavigationView { AboutView() }) }),
        ("login", { AnyView(LoginView()) }),
        ("weather", { AnyView(WeatherView()) }),
        ("weather-button", { AnyView(WeatherButton(title: "Test Title", textColor: .white, backgroundColor: .blue).padding()) }),
        ("todos", { AnyView(TodoListView(store: TodoStore.preview)) }),
        ("movies", { AnyView(MovieGridView(movies: Movie.stubbedMovies)) }),
        ("movie", { AnyView(NavigationView { MovieDetailView(movie: Movie.stubbedMovies[1]) }) }),
        ("onboarding", { AnyView(OnboardingView()) }),
        ("shapes", { AnyView(ShapesGallery()) }),
        ("progress-ring", { AnyView(ProgressRingScreen()) }),
        ("extensions", { AnyView(ExtensionsDemo()) }),
        ("tabs", { AnyView(MainTabView().environmentObject(UserSettings())) }),
    ]
}
