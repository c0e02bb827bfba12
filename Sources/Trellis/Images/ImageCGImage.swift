import Foundation

extension Image {
    /// How a bitmap is turned before it is drawn, as `Image(_:scale:orientation:label:)` takes it.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Flipped left to right.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Turned half a turn and flipped left to right.
        case downMirrored
        /// Turned a quarter turn counterclockwise.
        case left
        /// Turned a quarter turn counterclockwise and flipped.
        case leftMirrored
        /// Turned a quarter turn clockwise.
        case right
        /// Turned a quarter turn clockwise and flipped.
        case rightMirrored
    }

    /// An image of a Core Graphics bitmap. A render has no bitmaps (nothing makes a `CGImage`:
    /// `ImageRenderer.cgImage` is nil), so the code that reaches this never runs in one; should it,
    /// the image draws the placeholder symbol rather than a picture it doesn't have.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(systemName: NamedAssets.placeholderSymbol)
    }

    /// A decorative image of a Core Graphics bitmap; see `init(_:scale:orientation:label:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(systemName: NamedAssets.placeholderSymbol)
        isDecorative = true
    }
}
