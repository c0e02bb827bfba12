import Foundation

struct TaskItem: Identifiable, Hashable {
    var id: Int
    var title: String
    var notes: String
    var isDone: Bool = false
}

@Observable
final class TaskStore {
    var tasks: [TaskItem]
    var lastRefresh: Date?

    init(tasks: [TaskItem] = TaskItem.samples) {
        self.tasks = tasks
    }

    func delete(at offsets: IndexSet) {
        tasks.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        tasks.move(fromOffsets: source, toOffset: destination)
    }

    func refresh() async {
        lastRefresh = Date()
    }
}

extension TaskItem {
    static let samples = [
        TaskItem(id: 1, title: "Water the plants", notes: "The fern by the window too"),
        TaskItem(id: 2, title: "Book the dentist", notes: "Any morning next week", isDone: true),
        TaskItem(id: 3, title: "Return library books", notes: "Three of them, due Friday"),
    ]
}
