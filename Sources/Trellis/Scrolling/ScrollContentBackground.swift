/// `scrollContentBackground(_:)`: `.hidden` takes away the background a `List` or `Form` paints
/// behind its rows (the grouped gray), so what is behind the list, or its own `.background`,
/// shows around the rows' cards; the cards keep their color, as on iOS. A `TextEditor` paints no
/// background in Trellis, so on one it changes nothing drawn.
private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether the lists below paint their background; `.hidden` leaves it clear.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension ResolvedListStyle {
    /// The style with a clear background where `scrollContentBackground(.hidden)` is in force.
    func hidingBackground(in environment: EnvironmentValues) -> ResolvedListStyle {
        guard environment.scrollContentBackground == .hidden else { return self }
        var copy = self
        copy.background = Color.clear.resolve(in: environment)
        return copy
    }
}
