/// What a parent offers a child in SwiftUI's layout: a width and a height, each a length or
/// unspecified (nil), which asks for the child's ideal size along that axis.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered; nil asks for the ideal width.
    public var width: CGFloat?
    /// The height offered; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of these lengths; nil leaves an axis unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Neither axis given: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// No space on either axis: the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unlimited space on both axes: the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension taken from `size`; SwiftUI's default is 10×10.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
