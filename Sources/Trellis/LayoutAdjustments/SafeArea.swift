/// `.safeAreaPadding` (iOS 17): widens the safe area the content lays out in. A scroll view
/// below keeps scrolling to the edges but starts its content inside the widened area, as
/// `contentMargins` does (added to any set further out); content with no scroll view is padded,
/// as SwiftUI pads views that respect the safe area.
extension View {
    /// Widens the safe area on every edge by each edge's inset.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }

    /// Widens the safe area on `edges` by `length` points, or by the standard 16 when nil.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? 16
        return safeAreaPadding(EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Widens the safe area on every edge by `length` points.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// Resolves the content with the insets as scroll content margins, then pads it when no
/// scroll view took them.
public struct _SafeAreaPaddingModifier: ViewModifier {
    public typealias Body = Never
    let insets: EdgeInsets

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let insets = modifier.insets
        let inner = context.modifyingEnvironment { environment in
            var margins = environment.scrollContentMargins ?? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            margins.top += insets.top
            margins.leading += insets.leading
            margins.bottom += insets.bottom
            margins.trailing += insets.trailing
            environment.scrollContentMargins = margins
        }
        let nodes = C._resolve(content, in: inner)
        return nodes.map { node in
            let scrolls = node.subtree().contains { if case .scroll = $0.kind { true } else { false } }
            return scrolls ? node : ResolvedNode(.padding(insets), children: [node])
        }
    }
}

extension View {
    /// Views along an edge that the content makes room for: drawn below (or above) the view, as
    /// a bar over a scroll view's end looks in a screenshot.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Views along a leading or trailing edge that the content makes room for.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }
}

extension View {
    /// Extends this view into the safe areas `regions` names along `edges`.
    ///
    /// A Trellis canvas has no safe-area insets, so the view is laid out as it would be anyway.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Extends this view into the safe area along `edges`, the form before iOS 14.
    ///
    /// A Trellis canvas has no safe-area insets, so the view is laid out as it would be anyway.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The safe area the container leaves for bars and the device's rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every kind of safe area.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
