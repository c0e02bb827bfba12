import Foundation

/// A recipe as an app's model file declares it: Foundation only, nothing of SwiftUI.
struct Recipe: Identifiable, Hashable {
    var id: String { title }
    var title: String
    var minutes: Int
    var isFavorite = false

    static let samples = [
        Recipe(title: "Tomato soup", minutes: 25, isFavorite: true),
        Recipe(title: "Lentil soup", minutes: 40),
        Recipe(title: "Green salad", minutes: 10),
    ]
}
