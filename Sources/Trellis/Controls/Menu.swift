/// A control whose label opens a list of actions.
///
/// A page shows the menu closed: its label as a button. The items appear only when it is
/// opened, which a page never shows.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    /// What a tap on the label does; the menu opens on a long press instead. A page's menu is
    /// closed, so this is the only action it can show.
    var primaryAction: (() -> Void)?
    /// Made by `Menu(configuration)` inside a custom menu style, which draws it as a plain menu.
    var isStyleConfiguration = false

    /// Creates a menu with a custom label.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the menu's items; a closed menu does not draw them.
    ///   - label: A view that describes the menu, drawn as a button in the button style in force.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a menu with a custom label and a primary action.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the menu's items; a closed menu does not draw them.
    ///   - label: A view that describes the menu, drawn as a button.
    ///   - primaryAction: What a tap on the label does on iOS; with `--states all` it is the
    ///     button's action, so a screen it changes is linked as a Button's is.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.primaryAction = primaryAction
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        if !view.isStyleConfiguration, let style = context.environment.customMenuStyle { return resolveStyled(view, style, in: context) }
        return context.resolveChild(Button(action: view.primaryAction ?? {}) { view.label })
    }
}

extension Menu where Label == Text {
    /// Creates a menu whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - content: A view builder that creates the menu's items, which are not drawn.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: A view builder that creates the menu's items, which are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    /// Creates a menu whose label is a title and a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - systemImage: The name of the symbol drawn before the title.
    ///   - content: A view builder that creates the menu's items, which are not drawn.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a title shown as written and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - systemImage: The name of the symbol drawn before the title.
    ///   - content: A view builder that creates the menu's items, which are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// The styles a menu can have; a closed menu looks like its button either way.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a custom style's ``makeBody(configuration:)`` returns (CustomMenuStyle.swift).
    associatedtype Body: View = Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content>
    /// The menu a style is given.
    typealias Configuration = MenuStyleConfiguration
    /// The menu drawn in this style: the closed menu itself for the built-in styles, or the
    /// app's view around `Menu(configuration)` for a custom one.
    @ViewBuilder
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the default menu style.
    public init() {}
}

/// A menu style whose label is a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}
}

/// A menu style whose label is a button in the button style in force.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style drawn as a button, as every closed menu is here.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Sets the style of the menus in this view.
    ///
    /// A closed menu looks like its button in every style, so the style changes nothing.
    ///
    /// - Parameter style: The menu style.
    /// - Returns: The view, unchanged.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { _customMenuStyle(style) }
}

extension View {
    /// The order of this menu's items once open; a closed menu shows none.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether choosing an item closes this menu; a closed menu shows none.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// The order of an open menu's items; a closed menu shows none.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = MenuOrder(name: "automatic")
    /// The items in the order written, first nearest the label.
    public static let priority = MenuOrder(name: "priority")
    /// The items in the order written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu item closes the menu.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension Menu where Label == Text {
    /// A menu titled `titleKey` whose title, tapped, runs `primaryAction` (drawn as its button).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title`, shown as written, whose title runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The macOS menu style that draws the label as a borderless button, as a closed menu is drawn
    /// on iOS anyway.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
