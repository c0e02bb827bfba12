extension View where Self: Equatable {
    /// Lets SwiftUI skip this view's updates while it is equal; a render draws it once either way.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A view SwiftUI compares before updating; drawn as its content.
public struct EquatableView<Content: View & Equatable>: View {
    /// The compared view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content, unchanged.
    public var body: some View { content }
}
