import Trellis

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var statusFilter: ReadingStatus?
    @State private var selectedBook: Book?
    @State private var showingGoal = false

    var body: some View {
        @Bindable var library = library
        NavigationStack {
            List {
                if library.searchText.isEmpty {
                    Section {
                        BookCarouselView(books: library.currentlyReading)
                            .listRowInsets(EdgeInsets())
                            .listRowBackground(Color.clear)
                    } header: {
                        Text("Currently Reading")
                    }
                }

                Section {
                    ForEach(filteredBooks) { book in
                        NavigationLink(value: book) {
                            BookRow(book: book)
                        }
                    }
                } header: {
                    Picker("Status", selection: $statusFilter) {
                        Text("All").tag(ReadingStatus?.none)
                        ForEach(ReadingStatus.allCases) { status in
                            Text(status.rawValue).tag(Optional(status))
                        }
                    }
                    .pickerStyle(.segmented)
                    .textCase(nil)
                    .padding(.bottom, 8)
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if filteredBooks.isEmpty {
                    if library.searchText.isEmpty {
                        ContentUnavailableView("No Books", systemImage: "books.vertical", description: Text("Add a book to start tracking your reading."))
                    } else {
                        ContentUnavailableView.search
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: binding(for: book))
            }
            .searchable(text: $library.searchText, placement: .navigationBarDrawer(displayMode: .always))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Goal", systemImage: "target") { showingGoal = true }
                }
                if #available(iOS 26, *) {
                    ToolbarSpacer(.flexible, placement: .topBarTrailing)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Book", systemImage: "plus") {}
                }
            }
            .sheet(isPresented: $showingGoal) {
                ReadingGoalView()
                    .presentationDetents([.height(420)])
            }
        }
    }

    private var filteredBooks: [Book] {
        library.searchResults.filter { statusFilter == nil || $0.status == statusFilter }
    }

    private func binding(for book: Book) -> Binding<Book> {
        Binding {
            library.books.first { $0.id == book.id } ?? book
        } set: { newValue in
            if let index = library.books.firstIndex(where: { $0.id == book.id }) {
                library.books[index] = newValue
            }
        }
    }
}

#Preview {
    LibraryView()
        .environment(Library())
}
