/// The radius of each corner of a rectangle, as SwiftUI names them.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top trailing corner.
    public var topTrailing: CGFloat

    /// Creates a set of corner radii; a corner left out is square.
    ///
    /// - Parameters:
    ///   - topLeading: The radius of the top leading corner.
    ///   - bottomLeading: The radius of the bottom leading corner.
    ///   - bottomTrailing: The radius of the bottom trailing corner.
    ///   - topTrailing: The radius of the top trailing corner.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    package init(cornerSize: CGSize) {
        self.init(topLeading: cornerSize.width, bottomLeading: cornerSize.width, bottomTrailing: cornerSize.width, topTrailing: cornerSize.width)
    }
}
