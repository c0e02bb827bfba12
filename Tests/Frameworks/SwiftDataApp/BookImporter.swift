import Foundation
import SwiftData

/// Imports books off the main actor through a context of its own.
@ModelActor
actor BookImporter {
    func importBooks(titled titles: [String], by author: String) throws -> Int {
        for (index, title) in titles.enumerated() {
            modelContext.insert(Book(isbn: "import-\(index)", title: title, author: author, pageCount: 100,
                                     addedOn: Date(timeIntervalSince1970: Double(index) * 86_400)))
        }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Book>(predicate: #Predicate { $0.author == author }))
    }
}
