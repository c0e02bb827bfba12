import Foundation

struct TodoTask: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var notes = ""
    var isCompleted = false
    var dueDate: Date? = nil
    var priority: TaskPriority = .medium
    var list: String = "Inbox"

    static let samples: [TodoTask] = [
        TodoTask(title: "Call the dentist", dueDate: Date(timeIntervalSinceReferenceDate: 700_000_000), priority: .high),
        TodoTask(title: "Pay rent", isCompleted: true, priority: .high, list: "Home"),
        TodoTask(title: "Buy oat milk", notes: "The barista one", list: "Groceries"),
        TodoTask(title: "Read chapter 4", priority: .low),
    ]
}

enum TaskPriority: Int, CaseIterable, Identifiable, Comparable {
    case low, medium, high
    var id: Int { rawValue }
    var title: String {
        switch self {
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        }
    }
    static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

final class TaskStore: ObservableObject {
    @Published var tasks: [TodoTask] = TodoTask.samples
    @Published var showCompleted = true

    var lists: [String] { Array(Set(tasks.map(\.list))).sorted() }

    func tasks(in list: String) -> [TodoTask] {
        tasks.filter { $0.list == list && (showCompleted || !$0.isCompleted) }
    }

    func toggle(_ task: TodoTask) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isCompleted.toggle()
    }

    func delete(_ task: TodoTask) {
        tasks.removeAll { $0.id == task.id }
    }
}

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var modified: Date
    var isPinned: Bool

    init(id: UUID = UUID(), title: String, body: String, modified: Date, isPinned: Bool = false) {
        self.id = id
        self.title = title
        self.body = body
        self.modified = modified
        self.isPinned = isPinned
    }

    static let samples = [
        Note(title: "Packing list", body: "Passport, charger, socks", modified: Date(timeIntervalSinceReferenceDate: 700_000_000), isPinned: true),
        Note(title: "Gift ideas", body: "A plant for Sam", modified: Date(timeIntervalSinceReferenceDate: 699_000_000)),
        Note(title: "Meeting notes", body: "Ship on Friday.\nAsk about the budget.", modified: Date(timeIntervalSinceReferenceDate: 698_000_000)),
    ]
}

struct Expense: Identifiable {
    let id = UUID()
    var name: String
    var amount: Double
    var category: ExpenseCategory
    var date: Date

    static let samples = [
        Expense(name: "Groceries", amount: 64.20, category: .food, date: Date(timeIntervalSinceReferenceDate: 700_000_000)),
        Expense(name: "Bus pass", amount: 45, category: .transport, date: Date(timeIntervalSinceReferenceDate: 699_900_000)),
        Expense(name: "Cinema", amount: 24.5, category: .fun, date: Date(timeIntervalSinceReferenceDate: 699_800_000)),
        Expense(name: "Electricity", amount: 80.13, category: .bills, date: Date(timeIntervalSinceReferenceDate: 699_000_000)),
    ]
}

enum ExpenseCategory: String, CaseIterable, Identifiable, Codable {
    case food = "Food"
    case transport = "Transport"
    case bills = "Bills"
    case fun = "Fun"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .food: return "cart"
        case .transport: return "bus"
        case .bills: return "doc.text"
        case .fun: return "gamecontroller"
        }
    }
}

struct Book: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var author: String
    var pages: Int
    var pagesRead: Int
    var rating: Int
    var status: ReadingStatus

    var progress: Double { Double(pagesRead) / Double(max(pages, 1)) }

    static let samples = [
        Book(title: "The Hobbit", author: "J. R. R. Tolkien", pages: 310, pagesRead: 120, rating: 0, status: .reading),
        Book(title: "Dune", author: "Frank Herbert", pages: 412, pagesRead: 412, rating: 5, status: .finished),
        Book(title: "Piranesi", author: "Susanna Clarke", pages: 272, pagesRead: 0, rating: 0, status: .wantToRead),
    ]
}

enum ReadingStatus: String, CaseIterable, Identifiable {
    case wantToRead = "Want to Read"
    case reading = "Reading"
    case finished = "Finished"
    var id: Self { self }
}
