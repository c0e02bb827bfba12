import Foundation
import SwiftData

/// Books for previews, inserted out of alphabetical order so a sorted list shows it sorted.
@MainActor
enum SampleData {
    static let container: ModelContainer = makeContainer()

    static func makeContainer() -> ModelContainer {
        do {
            let container = try ModelContainer(
                for: Book.self, Note.self,
                configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            insertSamples(into: container.mainContext)
            return container
        } catch {
            fatalError("Could not create the preview container: \(error)")
        }
    }

    static func insertSamples(into context: ModelContext) {
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        let books = [
            Book(isbn: "978-0-00-000001-1", title: "Walden", author: "Henry David Thoreau",
                 pageCount: 352, pagesRead: 120, addedOn: start, rating: 4),
            Book(isbn: "978-0-00-000004-2", title: "Adam Bede", author: "George Eliot",
                 pageCount: 624, pagesRead: 40, addedOn: start.addingTimeInterval(2 * day)),
            Book(isbn: "978-0-00-000003-5", title: "Dracula", author: "Bram Stoker",
                 pageCount: 418, addedOn: start.addingTimeInterval(1 * day), isArchived: true),
            Book(isbn: "978-0-00-000002-8", title: "Middlemarch", author: "George Eliot",
                 pageCount: 880, pagesRead: 880, addedOn: start.addingTimeInterval(3 * day), rating: 5),
            Book(isbn: "978-0-00-000005-9", title: "Kidnapped", author: "Robert Louis Stevenson",
                 pageCount: 288, pagesRead: 288, addedOn: start.addingTimeInterval(5 * day), rating: 3),
        ]
        for book in books {
            context.insert(book)
        }
        books[3].notes = [
            Note(text: "Dorothea's choice in chapter 5", page: 41),
            Note(text: "The Finale", page: 870),
        ]
        books[0].notes.append(Note(text: "Economy", page: 3))
    }
}
