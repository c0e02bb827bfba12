/// Hands a toolbar's items, or a bar's look, to the screen; the content itself is unchanged.
/// Outside a `NavigationStack` nothing draws them, as on iOS.
public struct _ToolbarModifier: ViewModifier {
    public typealias Body = Never
    let record: @MainActor (_ResolveContext) -> Void

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        modifier.record(context)
        return C._resolve(content, in: context)
    }
}

/// A toolbar written as plain views (`.toolbar { Button(…) }`): each is an item in the
/// automatic placement, the bar's trailing edge on iPhone.
struct _ImplicitToolbarItems<Content: View>: ToolbarContent {
    typealias Body = Never
    let content: Content

    static func _resolveToolbar(_ items: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        [_ToolbarEntry.resolving(items.content, placement: .automatic, in: context)]
    }
}

extension View {
    /// Adds plain views to the enclosing navigation stack's bar, each an item in the automatic
    /// placement, which on iPhone is the bar's trailing edge.
    ///
    /// The view itself renders unchanged; outside a `NavigationStack` nothing draws the items, as
    /// on iOS.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = _ImplicitToolbarItems(content: content())
        return modifier(_ToolbarModifier { $0.recordToolbar(items) })
    }

    /// Adds toolbar items (`ToolbarItem`, `ToolbarItemGroup`) to the enclosing navigation stack's
    /// bars, each in the placement it names.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_ToolbarModifier { $0.recordToolbar(items) })
    }

    /// Adds customizable toolbar items; a static page draws them as `toolbar(content:)` draws
    /// toolbar items, since nobody can customize it.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_ToolbarModifier { $0.recordToolbar(items) })
    }

    /// `.toolbar(.hidden, for: .navigationBar)` removes the bar; `.visible` keeps it.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// `.toolbarVisibility(.hidden, for: .navigationBar)`, iOS 18's name for `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        modifier(_ToolbarModifier { context in
            for bar in bars.isEmpty ? [.automatic] : bars {
                let bar: ToolbarPlacement = bar == .automatic ? .navigationBar : bar
                if visibility == .hidden { context.screen.structure.hiddenBars.insert(bar) }
            }
        })
    }

    /// The bar's background; the nearest setting to the screen's root wins, as the first one
    /// recorded.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarModifier { context in
            let color = style._resolveColor(in: context.environment)
            for bar in bars.isEmpty ? [.navigationBar] : bars {
                switch bar {
                case .bottomBar: context.screen.structure.bottomBarBackground = context.screen.structure.bottomBarBackground ?? color
                case .tabBar: context.screen.structure.tabBarBackground = context.screen.structure.tabBarBackground ?? color
                default: context.screen.structure.barBackground = context.screen.structure.barBackground ?? color
                }
            }
        })
    }

    /// Whether the bar's background shows; a snapshot always draws it, so this changes nothing.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarModifier { _ in })
    }

    /// The color scheme of the bar's title and items: `.dark` draws them white.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.barColorScheme == nil { context.screen.structure.barColorScheme = colorScheme }
        })
    }

    /// The older form of `.toolbar`: views at the bar's leading and trailing edges.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the bar's leading edge.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` at the bar's trailing edge.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// The older names of `.navigationTitle` and `.navigationBarTitleDisplayMode`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title from a string, as `navigationTitle(_:)` does.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title from a text, as `navigationTitle(_:)` does.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title and whether it is large or inline.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title from a text, and whether it is large or inline.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Removes the navigation bar when `hidden` is true, as `.toolbar(.hidden, for: .navigationBar)` does.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_ToolbarModifier { context in
            if hidden { context.screen.structure.hiddenBars.insert(.navigationBar) }
        })
    }

    /// Leaves the back button out of the navigation bar of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_ToolbarModifier { context in
            if hidesBackButton { context.screen.structure.hidesBackButton = true }
        })
    }
}

extension _ResolveContext {
    func recordToolbar<Content: ToolbarContent>(_ content: Content) {
        // iOS draws a Label in a bar as its icon alone, named by its title, unless the app chose
        // a label style itself.
        let items = environment.labelStyle == nil ? modifyingEnvironment { $0.labelStyle = IconOnlyLabelStyle() } : self
        screen.structure.toolbarItems.append(contentsOf: Content._resolveToolbar(content, in: items))
    }
}

extension View {
    /// Removes a default toolbar item such as the sidebar toggle; Trellis draws no default items.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

/// The default toolbar items a view can remove, such as the sidebar's toggle.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (macOS).
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
    /// The role of the navigation bar (`.editor`, `.browser`); on a phone its look is unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// What a screen's toolbar is for, which lets the platform fit the navigation bar to it.
///
/// On a phone the bar looks the same for every role, and so does Trellis's drawing.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice for the context.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A screen of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A screen that browses content, such as a list of documents.
    public static let browser = ToolbarRole(name: "browser")
    /// A screen that edits a document.
    public static let editor = ToolbarRole(name: "editor")
}
