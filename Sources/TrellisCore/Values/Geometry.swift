/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets of each edge; those left out are zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public init() { self.init(top: 0) }

    package init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// An edge of a rectangle, leading and trailing following the layout direction.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four edges.
    case top, leading, bottom, trailing

    /// A set of edges, such as the ones `padding(_:_:)` insets.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The horizontal or the vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// The two axes.
    case horizontal, vertical

    /// A set of axes, such as the ones a scroll view scrolls along.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// How views line up along the horizontal axis in a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The alignment guides Trellis lays out.
    public enum Value: String, Hashable, Sendable {
        /// The leading edge, which is the left in Trellis's left-to-right layout.
        case leading
        /// The horizontal center.
        case center
        /// The trailing edge, the right in left-to-right layout.
        case trailing
        /// A guide of the app's own, made with `init(_:)` from an `AlignmentID`.
        case custom
    }
    /// Which guide this alignment is.
    public let value: Value
    /// The guide's identity where `value` is `.custom` (AlignmentGuides.swift).
    package let custom: AlignmentKey?

    package init(value: Value) {
        self.value = value
        self.custom = nil
    }
    /// Aligns leading edges.
    public static let leading = HorizontalAlignment(value: .leading)
    /// Aligns horizontal centers.
    public static let center = HorizontalAlignment(value: .center)
    /// Aligns trailing edges.
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// How views line up along the vertical axis in a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    /// The alignment guides Trellis lays out.
    public enum Value: String, Hashable, Sendable {
        /// The top edge.
        case top
        /// The vertical center.
        case center
        /// The bottom edge.
        case bottom
        /// The baseline of the first line of text; a view without text aligns by its bottom edge.
        case firstTextBaseline
        /// The baseline of the last line of text; a view without text aligns by its bottom edge.
        case lastTextBaseline
        /// A guide of the app's own, made with `init(_:)` from an `AlignmentID`.
        case custom
    }
    /// Which guide this alignment is.
    public let value: Value
    /// The guide's identity where `value` is `.custom` (AlignmentGuides.swift).
    package let custom: AlignmentKey?

    package init(value: Value) {
        self.value = value
        self.custom = nil
    }
    /// Aligns top edges.
    public static let top = VerticalAlignment(value: .top)
    /// Aligns vertical centers.
    public static let center = VerticalAlignment(value: .center)
    /// Aligns bottom edges.
    public static let bottom = VerticalAlignment(value: .bottom)
    /// Aligns the baselines of the first lines of text.
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    /// Aligns the baselines of the last lines of text.
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
}

/// Where a view sits in a larger frame or stack, along both axes.
public struct Alignment: Hashable, Sendable {
    /// The alignment along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of multiline text align with each other.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge, are centered, or end at the trailing edge.
    case leading, center, trailing
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: String, Hashable, Sendable {
    /// Quarter circles, or Apple's continuous (squircle) curve.
    case circular, continuous
}

/// The direction text and horizontal stacks run in.
public enum LayoutDirection: String, Hashable, Sendable {
    /// Left to right, or right to left.
    case leftToRight, rightToLeft
}

/// How much room a dimension of the canvas has, as the layout adapts to it.
public enum UserInterfaceSizeClass: String, Hashable, Sendable {
    /// Little room (a phone's width), or plenty.
    case compact, regular
}

/// Whether the app is in front; a static page is always `.active`.
public enum ScenePhase: String, Hashable, Sendable {
    /// The app's operational states.
    case background, inactive, active
}

/// What a button does, which decides how it is drawn and where a dialog places it.
public enum ButtonRole: String, Hashable, Sendable {
    /// Dismisses without acting, or deletes or discards data.
    case cancel, destructive
}

/// Namespace of the navigation bar's options, as SwiftUI names them.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: String, Hashable, Sendable {
        /// Large or inline as the stack decides, inline in the bar, or large below it.
        case automatic, inline, large
    }
}
