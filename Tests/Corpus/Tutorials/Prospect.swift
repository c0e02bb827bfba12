import Trellis

struct Prospect: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var emailAddress: String
    var isContacted = false
    var dateAdded = Date.now
}

@MainActor
class Prospects: ObservableObject {
    @Published private(set) var people: [Prospect]
    let saveKey = "SavedData"

    init() {
        if let data = UserDefaults.standard.data(forKey: saveKey),
           let decoded = try? JSONDecoder().decode([Prospect].self, from: data) {
            people = decoded
            return
        }

        people = [
            Prospect(name: "Paul Hudson", emailAddress: "paul@hackingwithswift.com", isContacted: true),
            Prospect(name: "Taylor Swift", emailAddress: "taylor@example.com"),
            Prospect(name: "Tim Cook", emailAddress: "tim@example.com"),
        ]
    }

    private func save() {
        if let encoded = try? JSONEncoder().encode(people) {
            UserDefaults.standard.set(encoded, forKey: saveKey)
        }
    }

    func add(_ prospect: Prospect) {
        people.append(prospect)
        save()
    }

    func toggle(_ prospect: Prospect) {
        guard let index = people.firstIndex(of: prospect) else { return }
        objectWillChange.send()
        people[index].isContacted.toggle()
        save()
    }

    func delete(_ prospects: Set<Prospect>) {
        people.removeAll { prospects.contains($0) }
        save()
    }
}
