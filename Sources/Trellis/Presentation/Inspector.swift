// Window-level modifiers of macOS apps: the subtitle under a window's title, the padding a scene
// gives its content, the inspector column and the table's context menu.

extension View {
    /// Sets the subtitle macOS shows under the window's title; the rendered page shows the title
    /// alone, so the subtitle is accepted and not drawn.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    /// Sets the window's subtitle; accepted and not drawn.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
    /// Sets the window's subtitle; accepted and not drawn.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }

    /// Pads the view by the margin a scene gives its content: 20 points on each edge, as macOS
    /// pads a Settings window.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 20)
    }

    /// Pads the view by the margin a scene gives its content; every kind is 20 points.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, 20)
    }

    /// Shows `content` in a trailing inspector column while `isPresented` is true: a 1-point
    /// separator and a 240-point column beside the view, as macOS 14 draws it by default.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _InspectorColumn(base: self, isPresented: isPresented.wrappedValue, inspector: content())
    }

    /// Sets the inspector column's width; the rendered column keeps 240 points.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Sets the inspector column's width; the rendered column keeps 240 points.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Adds a context menu to the selected rows of a list or table; a snapshot shows no menu, and
    /// the primary action (a double-click) is never called.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }
}

/// The margin a scene gives its content.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The margin of the content a scene shows at its edges.
    public static let minimum = ScenePadding(name: "minimum")
    /// The margin of navigation bars' content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

struct _InspectorColumn<Base: View, Inspector: View>: View {
    let base: Base
    let isPresented: Bool
    let inspector: Inspector

    var body: some View {
        HStack(spacing: 0) {
            base.frame(maxWidth: .infinity, maxHeight: .infinity)
            if isPresented {
                Divider()
                inspector
                    .frame(width: 240)
                    .frame(maxHeight: .infinity, alignment: .top)
            }
        }
    }
}
