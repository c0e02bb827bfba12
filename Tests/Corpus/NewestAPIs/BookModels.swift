import Foundation
import Observation

enum ReadingStatus: String, CaseIterable, Codable, Identifiable {
    case wantToRead = "Want to Read"
    case reading = "Reading"
    case finished = "Finished"

    var id: String { rawValue }

    var systemImage: String {
        switch self {
        case .wantToRead: "bookmark"
        case .reading: "book"
        case .finished: "checkmark.circle"
        }
    }
}

struct Book: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var author: String
    var pageCount: Int
    var currentPage: Int = 0
    var status: ReadingStatus = .wantToRead
    var rating: Int = 0
    var genre: String
    var coverHue: Double
    var notes: String = ""
    var summary: String

    var progress: Double {
        guard pageCount > 0 else { return 0 }
        return Double(currentPage) / Double(pageCount)
    }
}

@Observable
final class Library {
    var books: [Book]
    var yearlyGoal = 24
    var searchText = ""

    init(books: [Book] = Book.samples) {
        self.books = books
    }

    var currentlyReading: [Book] { books.filter { $0.status == .reading } }
    var finishedCount: Int { books.filter { $0.status == .finished }.count }

    func books(with status: ReadingStatus) -> [Book] {
        books.filter { $0.status == status }
    }

    var searchResults: [Book] {
        guard !searchText.isEmpty else { return books }
        return books.filter {
            $0.title.localizedCaseInsensitiveContains(searchText) || $0.author.localizedCaseInsensitiveContains(searchText)
        }
    }
}

extension Book {
    static let samples: [Book] = [
        Book(title: "Project Hail Mary", author: "Andy Weir", pageCount: 476, currentPage: 212, status: .reading, genre: "Sci-Fi", coverHue: 0.08,
             summary: "A lone astronaut wakes up with no memory and the fate of humanity on his shoulders."),
        Book(title: "Tomorrow, and Tomorrow, and Tomorrow", author: "Gabrielle Zevin", pageCount: 416, currentPage: 64, status: .reading, genre: "Fiction", coverHue: 0.55,
             summary: "Two friends build video games together across three decades."),
        Book(title: "The Thursday Murder Club", author: "Richard Osman", pageCount: 382, currentPage: 382, status: .finished, rating: 4, genre: "Mystery", coverHue: 0.95,
             summary: "Four retirees meet weekly to investigate cold cases, until a real murder lands on their doorstep."),
        Book(title: "Piranesi", author: "Susanna Clarke", pageCount: 272, currentPage: 272, status: .finished, rating: 5, genre: "Fantasy", coverHue: 0.62,
             summary: "A man lives in a house of endless halls and tides."),
        Book(title: "Four Thousand Weeks", author: "Oliver Burkeman", pageCount: 288, genre: "Non-fiction", coverHue: 0.3,
             summary: "Time management for mortals."),
        Book(title: "The Ministry of Time", author: "Kaliane Bradley", pageCount: 352, genre: "Sci-Fi", coverHue: 0.75,
             summary: "A civil servant is assigned to live with a man rescued from 1847."),
    ]
}
