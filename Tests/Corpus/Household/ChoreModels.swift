import Foundation

struct FamilyMember: Identifiable, Codable, Hashable {
    var id: String { name }
    var name: String
    var emoji: String
    var points: Int = 0

    static let all: [FamilyMember] = [
        FamilyMember(name: "Mum", emoji: "👩", points: 42),
        FamilyMember(name: "Dad", emoji: "👨", points: 35),
        FamilyMember(name: "Lily", emoji: "👧", points: 51),
        FamilyMember(name: "Max", emoji: "👦", points: 18),
    ]
}

struct Chore: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var icon: String
    var assignee: String
    var weekday: Int   // 1 = Sunday
    var points: Int
    var isDone = false
}

extension Chore {
    static let week: [Chore] = [
        Chore(title: "Take out the bins", icon: "trash", assignee: "Dad", weekday: 2, points: 5),
        Chore(title: "Vacuum living room", icon: "fan", assignee: "Lily", weekday: 2, points: 10, isDone: true),
        Chore(title: "Feed Biscuit", icon: "pawprint", assignee: "Max", weekday: 3, points: 3),
        Chore(title: "Water the plants", icon: "drop", assignee: "Lily", weekday: 4, points: 3),
        Chore(title: "Laundry", icon: "washer", assignee: "Mum", weekday: 4, points: 8),
        Chore(title: "Unload dishwasher", icon: "dishwasher", assignee: "Max", weekday: 5, points: 5),
        Chore(title: "Clean bathroom", icon: "shower", assignee: "Dad", weekday: 7, points: 12),
    ]
}

final class ChoreRota: ObservableObject {
    @Published var chores: [Chore]
    @Published var members: [FamilyMember]

    init(chores: [Chore] = Chore.week, members: [FamilyMember] = FamilyMember.all) {
        self.chores = chores
        self.members = members
    }

    func chores(on weekday: Int, for member: String?) -> [Chore] {
        chores.filter { $0.weekday == weekday && (member == nil || $0.assignee == member) }
    }

    func member(named name: String) -> FamilyMember? {
        members.first { $0.name == name }
    }
}
