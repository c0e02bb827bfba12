import Foundation

enum Priority: Int, Codable, CaseIterable {
    case low, normal, high

    var title: String {
        switch self {
        case .low: return "Low"
        case .normal: return "Normal"
        case .high: return "High"
        }
    }
}

struct TodoItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var isCompleted: Bool = false
    var priority: Priority = .normal
    var notes: String = ""
}
