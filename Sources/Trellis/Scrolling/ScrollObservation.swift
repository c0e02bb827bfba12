// iOS 18's scroll observation and positions. A page is a scroll view at rest at its start: nothing
// scrolls, so no change is ever reported, and a position binding is read as the top.

/// Where a scroll view's content is and how big it is, as `onScrollGeometryChange` reports it.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled from its start.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets around the content (safe area and content margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself.
    public var containerSize: CGSize
    /// The part of the content that shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in its content's coordinates.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// A geometry with the given values.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// What a scroll view is doing: at rest (`idle`) in every snapshot.
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down but has not moved far enough to scroll.
    case tracking
    /// The user is dragging the content.
    case interacting
    /// The content is slowing down after a flick.
    case decelerating
    /// The content is moving to a position set in code.
    case animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What else `onScrollPhaseChange` can read about the change: the geometry at that moment.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when its phase changed.
    public var geometry: ScrollGeometry
}

/// Where a scroll view is scrolled to, as iOS 18's `scrollPosition(_:)` binds it: an edge, a
/// view's id or a point. A snapshot draws every scroll view at its start.
// Sendable though it holds an AnyHashable: every id it is given is required to be Sendable.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    /// The edge the position was set to, if it was set to one.
    public private(set) var edge: Edge?
    /// The point the position was set to, if it was set to one.
    public private(set) var point: CGPoint?
    /// The id of the view the position was set to, if it was set to one.
    public private(set) var viewID: AnyHashable?
    /// Whether the user scrolled since the position was last set in code; never in a snapshot.
    public var isPositionedByUser: Bool { false }

    /// A position at an edge (`.top` by default).
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position at a point of the content.
    public init(point: CGPoint) { self.point = point }
    /// A position at the given offsets.
    public init(x: CGFloat? = nil, y: CGFloat? = nil) {
        if x != nil || y != nil { point = CGPoint(x: x ?? 0, y: y ?? 0) }
    }
    /// A position at the view with `id`.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    /// A position that will hold ids of `idType`, at the start for now.
    public init<ID: Hashable & Sendable>(idType: ID.Type, edge: Edge? = nil) { self.edge = edge }

    /// The id of the view the position names, if it names one of type `ID`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }

    /// Scrolls to an edge; the snapshot still shows the start.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to a point; the snapshot still shows the start.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to offsets; the snapshot still shows the start.
    public mutating func scrollTo(x: CGFloat? = nil, y: CGFloat? = nil) { self = ScrollPosition(x: x, y: y) }
    /// Scrolls to the view with `id`; the snapshot still shows the start.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
}

extension View {
    /// Calls `action` when the value `transform` reads from the scroll geometry changes; a page
    /// never scrolls, so it is never called.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { self }

    /// Calls `action` when the scroll view starts or stops moving; never called in a snapshot.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }

    /// Calls `action` when the scroll view starts or stops moving, with the geometry; never
    /// called in a snapshot.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View { self }

    /// Calls `action` when the view scrolls into or out of sight; a snapshot reports nothing.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void) -> some View { self }

    /// Binds the scroll view's position; the page shows the content from its start.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}

extension View {
    /// Binds the id of the item at the scroll view's edge; a scroll view at its start moves none.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
