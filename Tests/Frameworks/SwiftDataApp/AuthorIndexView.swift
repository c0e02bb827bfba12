import SwiftData
import SwiftUI

/// Every book under its author, as a library index lists them: a query whose sort descriptors
/// are written with the comparator apps give string keys.
struct AuthorIndexView: View {
    @Query(sort: [.init(\Book.author, comparator: .localizedStandard), .init(\Book.title, comparator: .localizedStandard)])
    private var books: [Book]

    var body: some View {
        List(books) { book in
            LabeledContent(book.title, value: book.author)
        }
    }
}

/// A shelf's titles sorted in memory, the way a view sorts an array it was handed.
struct ShelfTitlesView: View {
    let books: [Book]

    private var sorted: [Book] {
        books.sorted(using: KeyPathComparator(\Book.title, comparator: .localizedStandard))
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(sorted) { book in
                Text(book.title)
            }
        }
    }
}

#Preview("Author index") {
    AuthorIndexView()
        .modelContainer(SampleData.makeContainer())
}

extension ShelfTitlesView {
    /// The titles in the order the view lists them.
    var sortedTitles: [String] { sorted.map(\.title) }
}
