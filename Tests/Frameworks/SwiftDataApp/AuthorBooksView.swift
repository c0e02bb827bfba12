import SwiftData
import SwiftUI

/// An author's books, newest first: a query built in the initializer from a value the parent passes.
struct AuthorBooksView: View {
    let author: String
    @Query private var books: [Book]
    @Environment(\.modelContext) private var modelContext

    init(author: String) {
        self.author = author
        _books = Query(filter: #Predicate<Book> { $0.author == author },
                       sort: [SortDescriptor(\Book.addedOn, order: .reverse)])
    }

    private var finishedCount: Int {
        let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.pagesRead >= $0.pageCount })
        return (try? modelContext.fetchCount(descriptor)) ?? 0
    }

    var body: some View {
        List {
            Section {
                ForEach(books) { book in
                    Text(book.title)
                }
            } header: {
                Text(author)
            } footer: {
                Text("\(finishedCount) finished in the library")
            }
        }
    }
}

/// The three most recently added books, through a descriptor with a limit.
struct RecentBooksView: View {
    static var recent: FetchDescriptor<Book> {
        var descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.addedOn, order: .reverse)])
        descriptor.fetchLimit = 3
        return descriptor
    }

    @Query(RecentBooksView.recent) private var recent: [Book]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Recently added")
                .font(.title2.bold())
            ForEach(recent) { book in
                Label(book.title, systemImage: "book")
            }
        }
        .padding()
    }
}

#Preview("George Eliot") {
    AuthorBooksView(author: "George Eliot")
        .modelContainer(SampleData.makeContainer())
}

#Preview("Recent") {
    RecentBooksView()
        .modelContainer(SampleData.makeContainer())
}
