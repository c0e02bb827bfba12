import Foundation
import Trellis

class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [] {
        didSet {
            save()
        }
    }

    private let itemsKey = "todo_items"
    private let persists: Bool

    init(persists: Bool = true) {
        self.persists = persists
        if persists {
            load()
        }
    }

    convenience init(items: [TodoItem]) {
        self.init(persists: false)
        self.items = items
    }

    var remainingCount: Int {
        items.filter { !$0.isCompleted }.count
    }

    func add(title: String, priority: Priority = .normal) {
        items.append(TodoItem(title: title, priority: priority))
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isCompleted.toggle()
    }

    func delete(indexSet: IndexSet) {
        items.remove(atOffsets: indexSet)
    }

    func move(from: IndexSet, to: Int) {
        items.move(fromOffsets: from, toOffset: to)
    }

    private func load() {
        guard
            let data = UserDefaults.standard.data(forKey: itemsKey),
            let saved = try? JSONDecoder().decode([TodoItem].self, from: data)
        else { return }
        items = saved
    }

    private func save() {
        guard persists else { return }
        if let encoded = try? JSONEncoder().encode(items) {
            UserDefaults.standard.set(encoded, forKey: itemsKey)
        }
    }
}

extension TodoStore {
    static var preview: TodoStore {
        TodoStore(items: [
            TodoItem(title: "Buy groceries", priority: .high),
            TodoItem(title: "Walk the dog", isCompleted: true),
            TodoItem(title: "Finish SwiftUI tutorial", priority: .high, notes: "Part 3: Combine"),
            TodoItem(title: "Call mom", priority: .low),
            TodoItem(title: "Book dentist appointment", isCompleted: true, priority: .low),
        ])
    }
}
