/// A view that shows a root screen under a navigation bar, from which links lead to further
/// screens.
///
/// Trellis renders the root screen under a navigation bar in the theme's colors; each
/// `NavigationLink` inside becomes a link to the screen it leads to, resolved as a page of its own.
public struct NavigationStack<Root: View>: View {
    public typealias Body = Never
    let root: Root

    /// Creates a navigation stack that shows a root view.
    ///
    /// - Parameter root: A view builder that creates the root screen; its `navigationTitle` and
    ///   `toolbar` fill the bar.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// For views built inside Trellis from a value they already hold: passing it through a
    /// closure would capture a non-Sendable view across the main actor.
    init(rootView: Root) {
        self.root = rootView
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let screen = ScreenRecorder()
        var inner = _ResolveContext(environment: context.environment, screen: screen, stateFrame: context.stateFrame, nesting: context.nesting)
        let barTemplate = ResolvedNavigationBar.themed(in: context.environment)
        let rootMode = context.environment.navigationBarTitleDisplayMode
        inner.navigation = NavigationChrome(
            bar: barTemplate, parentTitle: nil, inheritedTitleDisplayMode: rootMode == .inline ? .inline : .large)
        let content = inner.resolveSingle(view.root)
        var bar = barTemplate
        bar.title = screen.title
        bar.titleDisplayMode = screen.titleDisplayMode ?? context.environment.navigationBarTitleDisplayMode
        context.screen.adopt(screen)
        return [bar.stack(content: content, structure: screen.structure, in: context)]
    }
}

/// The older name; it renders as a `NavigationStack`.
public typealias NavigationView = NavigationStack

extension ResolvedNavigationBar {
    /// The bar as ordinary nodes, so its title and back button are laid out, drawn and measured
    /// like any other text and image: an optional back button (a chevron and the previous
    /// screen's title in the tint), then the title on one line.
    var node: ResolvedNode {
        var parts: [ResolvedNode] = []
        if let backTitle {
            var font = titleFont
            font.weight = .regular
            parts.append(ResolvedNode(.backButton, children: [
                ResolvedNode(.image(ResolvedImage(systemName: "chevron.left", color: tint, font: font, isResizable: false))),
                ResolvedNode(.text(.singleLine(backTitle, font: font, color: tint))),
            ]))
        }
        if let title {
            let font = titleDisplayMode == .inline ? titleFont : largeTitleFont
            parts.append(ResolvedNode(.text(.singleLine(title, font: font, color: titleColor))))
        }
        return ResolvedNode(.navigationBar(self), children: parts)
    }

    /// The bar the theme asks for: its `navigationBar` fill with a hairline, as the seed's
    /// `UINavigationBarAppearance` sets it, or iOS's own bar (the screen's background, no
    /// hairline; `stack(content:)` shows a grouped list's background through it); the theme's
    /// text color and tinted controls.
    static func themed(in environment: EnvironmentValues) -> ResolvedNavigationBar {
        let theme = environment.theme
        // The inline title and back button stay at the default size whatever Dynamic Type says, as
        // UIKit's bars do (iOS shows them in the Large Content Viewer instead); large titles scale.
        var headline = Font.headline.resolve(dynamicTypeSize: .large)
        headline.weight = .bold
        var large = Font.largeTitle.resolve(dynamicTypeSize: environment.dynamicTypeSize)
        large.weight = .bold
        return ResolvedNavigationBar(
            title: nil,
            titleDisplayMode: .automatic,
            background: (theme.colors.navigationBar ?? theme.colors.background).resolve(in: environment),
            titleColor: theme.colors.text.resolve(in: environment),
            tint: Color.accentColor.resolve(in: environment),
            titleFont: headline,
            largeTitleFont: large,
            backTitle: nil,
            separator: theme.colors.navigationBar == nil
                ? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
                : SemanticColor.separator.value(dark: environment.colorScheme == .dark))
    }
}

/// A view that leads to another screen of a navigation stack.
///
/// Its destination is resolved with the link's environment into a
/// screen of its own, which the page writer turns into a separate page.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label
    /// Nil for a link to a value, whose screen a `.navigationDestination` builds.
    let destination: Destination?
    var value: AnyHashable?

    init(value: AnyHashable?, label: Label) {
        self.label = label
        destination = nil
        self.value = value
    }

    /// Creates a link to a destination view, with a custom label.
    ///
    /// - Parameters:
    ///   - destination: The screen the link leads to, rendered as a page of its own with a back
    ///     button to this one.
    ///   - label: A view that describes the destination; in a list row it keeps the primary color
    ///     and the row ends in a chevron, elsewhere it is drawn in the tint.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    /// Creates a link to a destination view built by a closure, with a custom label.
    ///
    /// - Parameters:
    ///   - destination: A view builder that creates the screen the link leads to, rendered as a
    ///     page of its own.
    ///   - label: A view that describes the destination.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        // A link that is a list row keeps its label in the primary color, as iOS draws it (the
        // chevron says it is a link); elsewhere the label takes the tint.
        // `.buttonStyle(.plain)` leaves a link's label untinted too, as iOS styles links as buttons.
        let labelNode = context.isListRowPosition || context.environment.buttonStyle is PlainButtonStyle
            ? context.resolveSingle(view.label) : context.resolveSingle(view.label.foregroundStyle(.tint))
        guard context.destinationDepth < _ResolveContext.maximumDestinationDepth else {
            return [labelNode]
        }
        guard let target = view.destination else {
            return [valueLink(to: view.value, label: labelNode, in: context)]
        }
        let tree = resolveDestination(target, in: context)
        let destination = ResolvedDestination(name: destinationName(title: tree.title), tree: tree)
        return [ResolvedNode(.navigationLink(destination), children: [labelNode])]
    }

    /// The name a destination's page is known by: the user's view type (`StyleView`), looking
    /// through modifiers; for a destination built from Trellis's own views (`Text("More")`), its
    /// navigation title, since `VStack<TupleView<…>>` names nothing a reader would recognize.
    /// Read once per link from the type's name, not per node.
    static func destinationName(title: String?, type: Any.Type = Destination.self) -> String {
        var name = String(describing: type)
        var qualified = String(reflecting: type)
        while name.hasPrefix("ModifiedContent<") {
            name = firstGenericArgument(of: name)
            qualified = firstGenericArgument(of: qualified)
        }
        let base = String(name.prefix { $0 != "<" })
        return qualified.hasPrefix("Trellis.") ? (title ?? base) : base
    }

    private static func firstGenericArgument(of type: String) -> String {
        guard let open = type.firstIndex(of: "<") else { return type }
        var depth = 0
        var end = type.endIndex
        for index in type[type.index(after: open)...].indices {
            switch type[index] {
            case "<": depth += 1
            case ">" where depth == 0, "," where depth == 0:
                end = index
            case ">": depth -= 1
            default: continue
            }
            if end != type.endIndex { break }
        }
        return String(type[type.index(after: open)..<end]).trimmingCharacters(in: .whitespaces)
    }

    static func resolveDestination<D: View>(_ destination: D, in context: _ResolveContext) -> ResolvedTree {
        let screen = ScreenRecorder()
        var inner = _ResolveContext(environment: context.environment, screen: screen, stateFrame: context.stateFrame, nesting: context.nesting)
        inner.destinationDepth = context.destinationDepth + 1
        var root: ResolvedNode
        if let chrome = context.navigation {
            let parentMode = NavigationChrome.effectiveMode(context.screen.titleDisplayMode, inheriting: chrome.inheritedTitleDisplayMode)
            inner.navigation = NavigationChrome(bar: chrome.bar, parentTitle: context.screen.title, inheritedTitleDisplayMode: parentMode)
            let content = inner.resolveSingle(destination)
            var bar = chrome.bar
            bar.title = screen.title
            bar.backTitle = context.screen.title ?? "Back"
            bar.titleDisplayMode = NavigationChrome.effectiveMode(screen.titleDisplayMode, inheriting: parentMode)
            root = bar.stack(content: content, structure: screen.structure, in: inner)
        } else {
            root = inner.resolveSingle(destination)
        }
        return ResolvedTree(root: screen.presenting(over: root), in: context.environment, title: screen.title)
    }
}

extension NavigationChrome {
    /// A screen's own mode, or the previous screen's when it has none or `.automatic`.
    static func effectiveMode(
        _ own: NavigationBarItem.TitleDisplayMode?, inheriting inherited: NavigationBarItem.TitleDisplayMode
    ) -> NavigationBarItem.TitleDisplayMode {
        guard let own, own != .automatic else { return inherited }
        return own
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link whose label is a text made from a localized string key, to a destination built
    /// by a closure.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - destination: A view builder that creates the screen the link leads to.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(titleKey) })
    }

    /// Creates a link whose label is a text shown as written, to a destination built by a closure.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: A view builder that creates the screen the link leads to.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
}

/// Records the screen's navigation title in the same walk.
public struct _NavigationTitleModifier: ViewModifier {
    public typealias Body = Never
    let title: String?
    /// A title given as a key, looked up where the modifier resolves.
    var titleKey: LocalizedStringKey?
    /// A title given as a Text, whose characters are taken where the modifier resolves.
    var titleText: Text?
    let displayMode: NavigationBarItem.TitleDisplayMode?

    init(
        title: String?, titleKey: LocalizedStringKey? = nil, titleText: Text? = nil,
        displayMode: NavigationBarItem.TitleDisplayMode?
    ) {
        self.title = title
        self.titleKey = titleKey
        self.titleText = titleText
        self.displayMode = displayMode
    }

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        // The outermost title on a screen wins, and it is set before the content resolves so that
        // links inside know the title to go back to.
        let title = modifier.titleKey.map { $0.resolvedString(in: context.environment) }
            ?? modifier.titleText.map { $0.plainString(in: context.environment) } ?? modifier.title
        if let title, context.screen.title == nil { context.screen.title = title }
        if let mode = modifier.displayMode {
            if context.screen.titleDisplayMode == nil { context.screen.titleDisplayMode = mode }
            return C._resolve(content, in: context.modifyingEnvironment { $0.navigationBarTitleDisplayMode = mode })
        }
        return C._resolve(content, in: context)
    }
}

extension View {
    /// Sets the title of this screen's navigation bar from a localized string key.
    ///
    /// The outermost title on a screen wins. A destination's page is named by it when the destination
    /// is built from Trellis's own views, and its back button shows the previous screen's title.
    ///
    /// - Parameter titleKey: The title, looked up in the environment's strings as a Text's key is,
    ///   and shown without Markdown read.
    /// - Returns: A view whose screen has that title.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: nil, titleKey: titleKey, displayMode: nil))
    }

    /// Sets the title of this screen's navigation bar from a string shown as written.
    ///
    /// - Parameter title: The title.
    /// - Returns: A view whose screen has that title.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: String(title), displayMode: nil))
    }

    /// Sets the title of this screen's navigation bar from a text's characters.
    ///
    /// The text's styles are not kept: the bar draws its title in its own font and color.
    ///
    /// - Parameter title: The text whose characters are the title.
    /// - Returns: A view whose screen has that title.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: nil, titleText: title, displayMode: nil))
    }

    /// Sets how this screen's navigation bar shows its title.
    ///
    /// - Parameter displayMode: `.large` for the large title under the bar, `.inline` for the title
    ///   in the bar, `.automatic` for large on a stack's root and inline on the screens it leads to.
    /// - Returns: A view whose screen shows its title that way.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: nil, displayMode: displayMode))
    }
}

extension View {
    /// How the toolbar shows this screen's title (iOS 17). `.inlineLarge` puts a large title in
    /// the bar itself; Trellis draws it as `.inline`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }
}

/// How a toolbar shows its title (iOS 17).
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large, inlineLarge

    var barMode: NavigationBarItem.TitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .large: .large
        case .inline, .inlineLarge: .inline
        }
    }
}

extension View {
    /// Sets the subtitle macOS shows under the window's title; the rendered page shows the title
    /// alone, so the subtitle is accepted and not drawn.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

    /// Sets the window's subtitle; accepted and not drawn.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

    /// Sets the window's subtitle; accepted and not drawn.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
}

extension View {
    /// Sets an editable navigation title (iOS 16, with `.toolbarRole(.editor)`): the bar shows the
    /// binding's current value, as iOS does until the user taps the title to rename it.
    ///
    /// - Parameter title: The binding to the title's text.
    /// - Returns: A view whose screen has that title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(title: title.wrappedValue, displayMode: nil))
    }
}
