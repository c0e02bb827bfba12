import SwiftData
import SwiftUI

struct BookDetailView: View {
    @Bindable var book: Book

    private var sortedNotes: [Note] {
        book.notes.sorted { $0.page < $1.page }
    }

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $book.title)
                LabeledContent("Author", value: book.author)
                LabeledContent("Pages", value: "\(book.pagesRead) of \(book.pageCount)")
                ProgressView(value: book.progress)
                if let rating = book.rating {
                    LabeledContent("Rating", value: String(repeating: "★", count: rating))
                }
            }
            Section("Notes") {
                ForEach(sortedNotes) { note in
                    HStack {
                        Text(note.text)
                        Spacer()
                        Text("p. \(note.page)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle(book.title)
    }
}

#Preview("Detail") {
    let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let book = Book(isbn: "978-0-00-000009-7", title: "Emma", author: "Jane Austen", pageCount: 474, pagesRead: 237,
                    addedOn: Date(timeIntervalSince1970: 1_750_000_000), rating: 4)
    container.mainContext.insert(book)
    book.notes.append(Note(text: "Box Hill", page: 301))
    book.notes.append(Note(text: "Opening line", page: 1))
    return NavigationStack {
        BookDetailView(book: book)
    }
    .modelContainer(container)
}
