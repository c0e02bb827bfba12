import Foundation

struct TodoItem: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var notes: String = ""
    var isDone = false
    var dueDate: Date?
    var priority: Priority = .normal

    enum Priority: String, CaseIterable, Codable, Identifiable {
        case low, normal, high
        var id: Self { self }
    }
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem]

    init(items: [TodoItem] = TodoItem.samples) {
        self.items = items
    }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ item: TodoItem) {
        items.append(item)
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

extension TodoItem {
    static let samples: [TodoItem] = [
        TodoItem(title: "Buy milk", isDone: true),
        TodoItem(title: "Call the plumber", notes: "Kitchen sink", priority: .high),
        TodoItem(title: "Renew passport", dueDate: Date(timeIntervalSince1970: 1_800_000_000)),
        TodoItem(title: "Water the plants", priority: .low),
    ]
}
