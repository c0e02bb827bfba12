import Foundation
import SwiftData

@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    var author: String
    var pageCount: Int
    var pagesRead: Int
    var addedOn: Date
    var rating: Int?
    var isArchived: Bool
    @Attribute(.externalStorage) var coverData: Data?
    @Relationship(deleteRule: .cascade, inverse: \Note.book) var notes: [Note] = []
    var shelves: [Shelf]?
    @Transient var isExpanded = false

    init(isbn: String, title: String, author: String, pageCount: Int, pagesRead: Int = 0,
         addedOn: Date, rating: Int? = nil, isArchived: Bool = false) {
        self.isbn = isbn
        self.title = title
        self.author = author
        self.pageCount = pageCount
        self.pagesRead = pagesRead
        self.addedOn = addedOn
        self.rating = rating
        self.isArchived = isArchived
    }

    var progress: Double {
        pageCount == 0 ? 0 : Double(pagesRead) / Double(pageCount)
    }

    var isFinished: Bool { pagesRead >= pageCount }
}

@Model
final class Note {
    var id: UUID
    var text: String
    var page: Int
    var book: Book?

    init(text: String, page: Int) {
        self.id = UUID()
        self.text = text
        self.page = page
    }
}

@Model
final class Shelf {
    var name: String
    @Relationship(inverse: \Book.shelves) var books: [Book] = []

    init(name: String) {
        self.name = name
    }
}
