// How scroll views move (iOS 17): paging, snapping to views, the position they keep, and how
// items change as they scroll in and out. A snapshot shows a scroll view at rest at its start,
// where every visible item is in its identity phase, so these compile with SwiftUI's spelling
// and change nothing. `.contentMargins` does change a still screen and is drawn (see ScrollView).

/// How a scroll view settles after a swipe.
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Hashable, Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where an item is relative to the visible part of its scroll view.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition plays.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static let identity = ScrollTransitionConfiguration()
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

public struct ScrollTransitionThreshold: Sendable {
    public static let visible = ScrollTransitionThreshold()
    public static let hidden = ScrollTransitionThreshold()
    public static let centered = ScrollTransitionThreshold()
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
}

/// Effects a scroll transition or `.visualEffect` may apply; in a still screen at the identity
/// phase they apply none, so each returns the effect unchanged.
public protocol VisualEffect: Sendable {}

extension VisualEffect {
    public func opacity(_ opacity: Double) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func offset(_ offset: CGSize) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
}

/// The effect a transition closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension View {
    /// Marks the stack whose children a scroll view snaps to; compiles and changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// How the scroll view settles after a swipe; compiles and changes nothing.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Binds the id of the item at the scroll view's edge; a scroll view at its start moves none.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Changes items as they scroll in and out; every visible item of a still screen is at its
    /// identity phase, where the closure's effect is the identity, so nothing changes.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }

    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }

    /// A size taken from the container (the scroll view or screen), which only layout knows;
    /// Trellis can't size a view from its container yet, so the view keeps its own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }

    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View { self }

    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { self }
}

/// Which part of a scroll view content margins apply to.
public struct ContentMarginPlacement: Hashable, Sendable {
    let appliesToContent: Bool
    public static let automatic = ContentMarginPlacement(appliesToContent: true)
    public static let scrollContent = ContentMarginPlacement(appliesToContent: true)
    public static let scrollIndicators = ContentMarginPlacement(appliesToContent: false)
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }

extension EnvironmentValues {
    /// Margins the nearest scroll view below adds around its content.
    var scrollContentMargins: EdgeInsets? {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Space around the content of scroll views below, inside their scrolling area.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let length = length ?? 16
        return contentMargins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement.appliesToContent else { return }
            var result = margins ?? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            if edges.contains(.top) { result.top = insets.top }
            if edges.contains(.leading) { result.leading = insets.leading }
            if edges.contains(.bottom) { result.bottom = insets.bottom }
            if edges.contains(.trailing) { result.trailing = insets.trailing }
            margins = result
        }
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
