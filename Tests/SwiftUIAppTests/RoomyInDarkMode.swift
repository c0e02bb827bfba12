import SwiftUI

/// A card's spacing chosen from where the card is placed: roomier in dark mode, where the card's
/// edges are harder to see.
struct RoomyInDarkMode: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Inset(amount: environment.colorScheme == .dark ? 20 : 4)
    }

    struct Inset: ViewModifier {
        let amount: CGFloat

        func body(content: Content) -> some View {
            content.padding(amount)
        }
    }
}
