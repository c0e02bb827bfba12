// How scroll views move (iOS 17): paging, snapping to views, the position they keep, and how
// items change as they scroll in and out. A snapshot shows a scroll view at rest at its start,
// where every visible item is in its identity phase, so these compile with SwiftUI's spelling
// and change nothing. `.contentMargins` does change a still screen and is drawn (see ScrollView).

/// How a scroll view settles after a swipe.
public protocol ScrollTargetBehavior {}
/// Settles a scroll view on whole pages, one container width or height at a time.
///
/// A snapshot shows the scroll view at its start, so Trellis draws nothing different.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behavior.
    public init() {}
}
/// Settles a scroll view so that an item of its ``View/scrollTargetLayout(isEnabled:)`` stack
/// lines up with the edge.
///
/// A snapshot shows the scroll view at its start, so Trellis draws nothing different.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many items one swipe may scroll past.
    public struct LimitBehavior: Hashable, Sendable {
        /// The platform's choice: one item on compact widths, any number elsewhere.
        public static let automatic = LimitBehavior()
        /// A swipe always moves by at most one item.
        public static let always = LimitBehavior()
        /// A swipe may move past any number of items.
        public static let never = LimitBehavior()
        /// A swipe moves by a few items at most.
        public static let alwaysByFew = LimitBehavior()
        /// A swipe moves by exactly one item.
        public static let alwaysByOne = LimitBehavior()
    }
    /// Creates the behavior.
    ///
    /// - Parameter limitBehavior: How many items one swipe may scroll past.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles the scroll view on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles the scroll view with an item aligned to its edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles the scroll view with an item aligned to its edge, limiting how many items one
    /// swipe may pass.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where an item is relative to the visible part of its scroll view.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The item is before the visible area, at the top or leading edge.
    case topLeading
    /// The item is fully in the visible area; the phase of every item in a snapshot.
    case identity
    /// The item is past the visible area, at the bottom or trailing edge.
    case bottomTrailing
    /// Whether the item is in the visible area.
    public var isIdentity: Bool { self == .identity }
    /// The phase as a number for scaling effects: -1 before the visible area, 0 in it, 1 past it.
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
    /// The effect follows the scroll position as the user drags.
    public static let interactive = ScrollTransitionConfiguration()
    /// The effect animates with the default animation once the item crosses the threshold.
    public static let animated = ScrollTransitionConfiguration()
    /// The effect animates with the given animation once the item crosses the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    /// No effect: items stay as they are in every phase.
    public static let identity = ScrollTransitionConfiguration()
    /// Returns this configuration with the point where an item counts as visible moved.
    ///
    /// Trellis draws only the identity phase, so the threshold has no effect on output.
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

/// How much of an item must be on screen for it to count as in the identity phase.
public struct ScrollTransitionThreshold: Sendable {
    /// Any part of the item is on screen.
    public static let visible = ScrollTransitionThreshold()
    /// None of the item is on screen.
    public static let hidden = ScrollTransitionThreshold()
    /// The item is at the center of the visible area.
    public static let centered = ScrollTransitionThreshold()
    /// The given fraction of the item, from 0 to 1, is on screen.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
}

extension View {
    /// Marks the stack whose children a scroll view snaps to; compiles and changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// How the scroll view settles after a swipe; compiles and changes nothing.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Changes items as they scroll in and out; every visible item of a still screen is at its
    /// identity phase, where the closure's effect is the identity, so nothing changes.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }

    /// Changes items as they scroll in and out, with a separate configuration for each edge.
    ///
    /// Like ``View/scrollTransition(_:axis:transition:)``, this changes nothing in a snapshot,
    /// where every visible item is at its identity phase.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }
}

/// Which part of a scroll view content margins apply to.
public struct ContentMarginPlacement: Hashable, Sendable {
    let appliesToContent: Bool
    /// The placement each scroll view chooses; Trellis applies it to the content.
    public static let automatic = ContentMarginPlacement(appliesToContent: true)
    /// The margins inset the scrolling content.
    public static let scrollContent = ContentMarginPlacement(appliesToContent: true)
    /// The margins inset only the scroll indicators; Trellis draws no indicators, so these
    /// margins don't change the drawing.
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

    /// Space around the content of scroll views below, inside their scrolling area, given per edge.
    ///
    /// - Parameters:
    ///   - edges: The edges that take their inset from `insets`; the others keep any margins set
    ///     further out.
    ///   - insets: The margin for each edge.
    ///   - placement: What the margins inset; ``ContentMarginPlacement/scrollIndicators`` changes
    ///     nothing in a still screen.
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

    /// The same margin of `length` points on every edge of the content of scroll views below.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
