import Trellis

/// Every screen of the corpus as an app shows it, with the models its app root gives it, by page id.
@MainActor
enum EverydayScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("scrums", { AnyView(ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {})) }),
        ("scrum-card", { AnyView(CardView(scrum: DailyScrum.sampleData[0]).background(DailyScrum.sampleData[0].theme.mainColor)) }),
        ("scrum-detail", { AnyView(NavigationStack { DetailView(scrum: .constant(DailyScrum.sampleData[0])) }) }),
        ("scrum-edit", { AnyView(NavigationStack { DetailEditView(scrum: .constant(DailyScrum.sampleData[1])) }) }),
        ("scrum-meeting", { AnyView(NavigationStack { MeetingView(scrum: .constant(DailyScrum.sampleData[0])) }) }),
        ("scrum-themes", { AnyView(NavigationStack { Form { ThemePicker(selection: .constant(.periwinkle)) } }) }),
        ("scrum-error", { AnyView(ErrorView(errorWrapper: ErrorView_Previews.wrapper)) }),
        ("todos", { AnyView(TodoListView().environmentObject(TodoStore())) }),
        ("todo-add", { AnyView(AddTodoView { _ in }) }),
        ("recipes", { AnyView(RecipeGridView().environment(RecipeBook())) }),
        ("recipes-none", { AnyView(RecipeGridView().environment(RecipeBook.searching("zzz"))) }),
        ("recipe-detail", { AnyView(NavigationStack { RecipeDetailView(recipe: Recipe.samples[0]) }) }),
        ("settings", { AnyView(SettingsView()) }),
        ("onboarding", { AnyView(OnboardingView()) }),
        ("weather", { AnyView(WeatherCardView()) }),
        ("profile-edit", { AnyView(NavigationStack { ProfileEditor(profile: Profile()) }) }),
        ("profile", { AnyView(NavigationStack { ProfileSummary(profile: Profile()) }) }),
        ("landmarks", { AnyView(LandmarkList().environmentObject(ModelData())) }),
        ("landmark-detail", { AnyView(NavigationStack { LandmarkDetail(landmark: Landmark.samples[0]) }.environmentObject(ModelData())) }),
        ("chat", { AnyView(NavigationStack { ChatView() }) }),
        ("stats", { AnyView(NavigationStack { StatsView() }) }),
        ("app", { AnyView(ContentView().environmentObject(TodoStore()).environmentObject(ModelData()).environment(RecipeBook())) }),
        ("library", { AnyView(LibraryTabsView()) }),
        ("workout", { AnyView(WorkoutTimerView()) }),
        ("carousel", { AnyView(PhotoCarouselView()) }),
        ("articles", { AnyView(ArticleListView()) }),
    ]
}

extension RecipeBook {
    static func searching(_ text: String) -> RecipeBook {
        let book = RecipeBook()
        book.searchText = text
        return book
    }
}
