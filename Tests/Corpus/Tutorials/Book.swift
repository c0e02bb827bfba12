import Trellis

struct Book: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var author: String
    var genre: String
    var review: String
    var rating: Int
    var date = Date.now

    static let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    static let examples = [
        Book(title: "The Hobbit", author: "J.R.R. Tolkien", genre: "Fantasy", review: "A lovely adventure, far better than the films.", rating: 5),
        Book(title: "Carrie", author: "Stephen King", genre: "Horror", review: "Too scary for me.", rating: 2),
        Book(title: "Gone Girl", author: "Gillian Flynn", genre: "Thriller", review: "", rating: 4),
        Book(title: "Matilda", author: "Roald Dahl", genre: "Kids", review: "Read it with my niece.", rating: 1),
    ]
}

final class BookStore: ObservableObject {
    @Published var books: [Book]

    init(books: [Book] = Book.examples) {
        self.books = books
    }

    var sortedBooks: [Book] {
        books.sorted { $0.title < $1.title }
    }

    func delete(_ book: Book) {
        books.removeAll { $0.id == book.id }
    }
}
