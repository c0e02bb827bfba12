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
