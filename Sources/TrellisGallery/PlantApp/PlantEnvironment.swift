import Trellis

/// The seed's shared store, whose `styling` the segmented picker writes.
///
/// In the seed the store owns the style and pushes it down with `plantEnvironment(_:)`. Here the
/// theme a page is rendered under comes from the environment (the renderer chooses it), so the app
/// seeds the store from that theme: the picker then shows the theme the page is drawn in.
final class PlantEnvironment: ObservableObject {
    @Published var styling: Theme

    init(styling: Theme = .marigold) {
        self.styling = styling
    }
}

extension View {
    /// The seed's one-liner: the store's theme for everything below, and the store itself for the
    /// views that change it.
    func plantEnvironment(_ plantEnvironment: PlantEnvironment) -> some View {
        self
            .theme(plantEnvironment.styling)
            .environmentObject(plantEnvironment)
    }
}
