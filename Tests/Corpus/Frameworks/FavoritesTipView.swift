import SwiftUI
import TipKit

/// A tip as apps declare one, with a parameter its rule would read.
struct FavoriteTip: Tip {
    @Parameter static var hasFavorites: Bool = false

    var title: Text { Text("Save your favorites") }
    var message: Text? { Text("Tap the heart to keep a café close.") }
    var image: Image? { Image(systemName: "heart") }
    var actions: [Tips.Action] { [Tips.Action(id: "learn", title: "Learn more")] }
    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
}

/// A screen with an inline tip and a popover tip; tips are never shown in a render.
struct FavoritesView: View {
    private let tip = FavoriteTip()

    var body: some View {
        VStack(spacing: 12) {
            TipView(tip, arrowEdge: .bottom)
            Text("Favorites")
                .font(.headline)
            Image(systemName: "heart.fill")
                .popoverTip(tip)
        }
        .padding()
        .task {
            try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        }
    }
}
