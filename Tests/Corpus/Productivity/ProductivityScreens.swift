import Trellis

/// Every screen of the sweep as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum ProductivityScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("tasks", { AnyView(TaskListView().environmentObject(TaskStore())) }),
        ("task-detail", { AnyView(NavigationStack { TaskDetailView(task: TodoTask.samples[0]) }) }),
        ("task-add", { AnyView(AddTaskView().environmentObject(TaskStore())) }),
        ("notes", { AnyView(NotesListView()) }),
        ("note-editor", { AnyView(NavigationStack { NoteEditorView(note: Note.samples[2]) }) }),
        ("weather", { AnyView(WeatherView()) }),
        ("forecast-row", { AnyView(ForecastRow(day: DayForecast.week[2]).padding()) }),
        ("recipes", { AnyView(RecipeBookView()) }),
        ("recipe", { AnyView(NavigationStack { RecipeCardDetail(recipe: RecipeCard.samples[0]) }) }),
        ("habits", { AnyView(HabitListView()) }),
        ("habit-edit", { AnyView(HabitEditView(habit: Habit.samples[1])) }),
        ("budget", { AnyView(BudgetView()) }),
        ("expense-add", { AnyView(AddExpenseView { _ in }) }),
        ("converter", { AnyView(UnitConverterView()) }),
        ("calculator", { AnyView(CalculatorView()) }),
        ("reading", { AnyView(ReadingListView()) }),
        ("book", { AnyView(NavigationStack { BookDetailView(book: Book.samples[0]) }) }),
        ("workouts", { AnyView(WorkoutLogView()) }),
        ("workout-session", { AnyView(NavigationStack { WorkoutSessionView() }) }),
        ("journal", { AnyView(JournalListView()) }),
        ("journal-entry", { AnyView(NavigationStack { JournalEntryView(entry: JournalEntry.samples[0]) }) }),
        ("preferences", { AnyView(PreferencesView()) }),
        ("notifications", { AnyView(NavigationStack { NotificationSettingsView() }) }),
        ("about", { AnyView(NavigationStack { AboutView() }) }),
        ("dashboard", { AnyView(DashboardView()) }),
        ("focus", { AnyView(FocusTimerView()) }),
        ("shopping", { AnyView(ShoppingListView()) }),
        ("folders", { AnyView(FoldersView()) }),
        ("folder-tree", { AnyView(FolderTreeList(folders: FoldersView().folders)) }),
        ("tabs", { AnyView(RootTabView()) }),
        ("legacy-tabs", { AnyView(LegacyRootView()) }),
        ("theme", { AnyView(ThemeSettingsView()) }),
    ]
}
