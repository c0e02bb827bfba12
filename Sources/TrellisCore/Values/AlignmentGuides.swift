/// A type that names an alignment guide of the app's own; `defaultValue(in:)` is where the
/// guide falls in a view that does not set it with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// struct MidAccount: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
///
/// The layout engine calls `defaultValue(in:)` while it lays out, as it calls a shape's
/// `path(in:)`: it is a static requirement with no actor, so it runs wherever layout runs.
public protocol AlignmentID {
    /// Where the guide falls in a view of dimensions `context`, from the view's top leading
    /// corner, when the view does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide's identity: the `AlignmentID` type and the axis it aligns along. Two
/// keys are equal when they name the same type on the same axis.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype: its static requirement is nonisolated, so calling it from any thread is sound.
    private let id: any AlignmentID.Type
    package let axis: Axis
    /// What the layout engine knows of the guide without asking its type.
    package let role: Role

    /// Edges and centers are their own default everywhere but where a view sets them; text
    /// baselines combine as the highest first and the lowest last (SwiftUI's rule); any other
    /// guide's values combine as their mean.
    package enum Role: Sendable {
        case edge, firstTextBaseline, lastTextBaseline, custom
    }

    /// SwiftUI's name of a built-in guide; nil for an app's own.
    private let builtInName: String?

    package init(_ id: any AlignmentID.Type, axis: Axis, role: Role = .custom, name: String? = nil) {
        self.id = id
        self.axis = axis
        self.role = role
        self.builtInName = name
    }

    /// Where this guide falls in a view that does not set it.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// The guide's name for the tree dump: SwiftUI's for a built-in guide, else its type's (the
    /// same on every run).
    package var name: String { builtInName ?? String(describing: id) }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

extension HorizontalAlignment {
    /// A horizontal alignment of the app's own, identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.value = .custom
        self.custom = AlignmentKey(id, axis: .horizontal)
    }

    /// The guide's identity, built-in guides included.
    package var key: AlignmentKey {
        switch value {
        case .leading: Self.leadingKey
        case .center: Self.centerKey
        case .trailing: Self.trailingKey
        case .custom: custom ?? Self.leadingKey
        }
    }

    private static let leadingKey = AlignmentKey(LeadingGuide.self, axis: .horizontal, role: .edge, name: "leading")
    private static let centerKey = AlignmentKey(HorizontalCenterGuide.self, axis: .horizontal, role: .edge, name: "center")
    private static let trailingKey = AlignmentKey(TrailingGuide.self, axis: .horizontal, role: .edge, name: "trailing")
}

extension VerticalAlignment {
    /// A vertical alignment of the app's own, identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.value = .custom
        self.custom = AlignmentKey(id, axis: .vertical)
    }

    /// The guide's identity, built-in guides included.
    package var key: AlignmentKey {
        switch value {
        case .top: Self.topKey
        case .center: Self.centerKey
        case .bottom: Self.bottomKey
        case .firstTextBaseline: Self.firstTextBaselineKey
        case .lastTextBaseline: Self.lastTextBaselineKey
        case .custom: custom ?? Self.topKey
        }
    }

    package static let firstTextBaselineKey = AlignmentKey(FirstTextBaselineGuide.self, axis: .vertical, role: .firstTextBaseline, name: "firstTextBaseline")
    package static let lastTextBaselineKey = AlignmentKey(LastTextBaselineGuide.self, axis: .vertical, role: .lastTextBaseline, name: "lastTextBaseline")
    private static let topKey = AlignmentKey(TopGuide.self, axis: .vertical, role: .edge, name: "top")
    private static let centerKey = AlignmentKey(VerticalCenterGuide.self, axis: .vertical, role: .edge, name: "center")
    private static let bottomKey = AlignmentKey(BottomGuide.self, axis: .vertical, role: .edge, name: "bottom")
}

// The built-in guides are AlignmentIDs too, so a view's dimensions answer every guide one way.
private enum LeadingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
// A view without text has no baseline of its own; SwiftUI puts both at its bottom edge.
private enum FirstTextBaselineGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum LastTextBaselineGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A view's size and alignment guides, in its own coordinates (its top leading corner is the
/// origin), as an alignment guide's closure and `AlignmentID.defaultValue(in:)` see it.
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides the view sets itself (a text's baselines, a guide set with
    /// `alignmentGuide(_:computeValue:)` in it), as the layout engine found them.
    package let explicit: [AlignmentKey: CGFloat]

    package init(width: CGFloat, height: CGFloat, explicit: [AlignmentKey: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    /// Where `guide` falls: the view's own value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// Where `guide` falls: the view's own value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The view's own value for `guide`; nil where it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key] }

    /// The view's own value for `guide`; nil where it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key] }
}

extension Alignment {
    /// The first text baseline, at the leading edge.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The first text baseline, centered horizontally.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The first text baseline, at the trailing edge.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The last text baseline, at the leading edge.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The last text baseline, centered horizontally.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The last text baseline, at the trailing edge.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension HorizontalAlignment {
    /// The guide's name in the tree dump: SwiftUI's, or an app's type's.
    package var dumpName: String { value == .custom ? key.name : value.rawValue }
}

extension VerticalAlignment {
    /// The guide's name in the tree dump: SwiftUI's, or an app's type's.
    package var dumpName: String { value == .custom ? key.name : value.rawValue }
}
