import SwiftData
import SwiftUI

struct BookListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<Book> { !$0.isArchived }, sort: \Book.title) private var books: [Book]

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Reading")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus", action: addBook)
                }
            }
            .overlay {
                if books.isEmpty {
                    ContentUnavailableView("No Books", systemImage: "books.vertical",
                                           description: Text("Books you add appear here."))
                }
            }
        }
    }

    private func addBook() {
        withAnimation {
            modelContext.insert(Book(isbn: UUID().uuidString, title: "New Book", author: "", pageCount: 100, addedOn: .now))
        }
    }

    private func deleteBooks(at offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(books[index])
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if book.isFinished {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
            } else {
                Text(book.progress, format: .percent.precision(.fractionLength(0)))
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Reading list") {
    BookListView()
        .modelContainer(SampleData.makeContainer())
}

#Preview("Empty") {
    BookListView()
        .modelContainer(for: Book.self, inMemory: true)
}
