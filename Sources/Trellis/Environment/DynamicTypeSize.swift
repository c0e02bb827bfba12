extension View {
    /// Limits the Dynamic Type size of this view and below it to `range`.
    ///
    /// The size the view would otherwise get is clamped into the range, as SwiftUI does: a size set
    /// outside this modifier is limited by it, one set inside it is not, and nested ranges
    /// intersect.
    ///
    ///     ContentView() // Dynamic Type size will be .large
    ///         .dynamicTypeSize(...DynamicTypeSize.large)
    ///         .dynamicTypeSize(.xLarge)
    public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { $0 = $0.clamped(to: range) }
    }
}

extension View {
    /// The text size of this view and below it, as Dynamic Type would set it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}
