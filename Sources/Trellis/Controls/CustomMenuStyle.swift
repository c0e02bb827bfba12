/// Custom menu styles: a struct whose `makeBody(configuration:)` wraps `Menu(configuration)` in
/// padding and a border, as design systems write them. The built-in styles draw the closed menu
/// as its button; a custom one draws what its body makes, the menu inside as a button.

/// The menu a menu style is given: its label, and its items, which a closed menu does not draw.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView

        public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
            context.resolveChild(view.content)
        }
    }

    /// The menu's items; a closed menu draws none.
    public struct Content: View {
        public typealias Body = Never

        public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] { [] }
    }

    let label: Label
    let primaryAction: (() -> Void)?
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style was given, drawn as a plain closed menu, so a custom style can put its
    /// own look around it.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.primaryAction = configuration.primaryAction
        self.isStyleConfiguration = true
    }
}

extension MenuStyle where Body == Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content> {
    /// A built-in style draws the closed menu itself.
    public func makeBody(configuration: Self.Configuration) -> Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content> {
        Menu(configuration)
    }
}

private struct CustomMenuStyleKey: EnvironmentKey {
    static var defaultValue: (any MenuStyle)? { nil }
}

extension EnvironmentValues {
    /// The custom style the menus below draw in, if one was set.
    var customMenuStyle: (any MenuStyle)? {
        get { self[CustomMenuStyleKey.self] }
        set { self[CustomMenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Keeps a custom menu style for the menus below; a built-in one changes nothing.
    func _customMenuStyle<S: MenuStyle>(_ style: S) -> some View {
        transformEnvironment(\.customMenuStyle) { value in
            value = S.Body.self == Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content>.self ? nil : style
        }
    }
}

extension Menu {
    /// The style's body for this menu.
    static func resolveStyled<S: MenuStyle>(_ view: Self, _ style: S, in context: _ResolveContext) -> [ResolvedNode] {
        let configuration = MenuStyleConfiguration(label: .init(content: AnyView(view.label)), primaryAction: view.primaryAction)
        let inner = context.modifyingEnvironment { $0.customMenuStyle = nil }
        let body = inner.evaluate { style.makeBody(configuration: configuration) }
        return inner.resolveChild(body)
    }
}
