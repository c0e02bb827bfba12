/// The top or bottom edge, as list separators name them.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges, as `listRowSeparator(_:edges:)` takes it.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
