/// Draws a `Label` from its title and icon. Set with `.labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The title and icon a style draws a label from.
    typealias Configuration = LabelStyleConfiguration

    /// The view of a label with this configuration.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a label style is given: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Title, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Icon, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The title the label was given.
    public var title: Title
    /// The icon the label was given.
    public var icon: Icon
}

/// The look a label has when no style is set: the icon in the tint, then the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// The icon and then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A label style that shows both the icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The icon and then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Both the icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labels in this view and below it.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}

/// A label's title and icon drawn by the style in force. A style's own body may hold a `Label`
/// (a custom style that rearranges the default one does), so the style is taken out of the
/// environment before its body resolves: that label then draws with the default look.
struct _StyledLabel<Title: View, Icon: View>: View {
    typealias Body = Never
    let title: Title
    let icon: Icon

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let title = view.title
        let icon = view.icon
        // Whether the label is a list or form row is known here, not where the style places the
        // icon: the style's stack is a plain container, which list structure does not reach through.
        let isRow = context.isListRowPosition
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { Title._resolve(title, in: $0) },
            icon: LabelStyleConfiguration.Icon { Icon._resolve(icon, in: _LabelIconTint.context(for: $0, isRow: isRow)) })
        let style = context.environment.labelStyle ?? DefaultLabelStyle()
        let inner = context.modifyingEnvironment { $0.labelStyle = nil }
        let body = inner.evaluate { AnyView(style.makeBody(configuration: configuration)) }
        let nodes = inner.resolveChild(body)
        // An icon drawn alone is still named by its title, as VoiceOver reads it on iOS; without
        // it an icon-only button in HTML would have no accessible name.
        guard style is IconOnlyLabelStyle else { return nodes }
        let spoken = Title._resolve(title, in: inner).map(\.spokenText).joined(separator: " ")
        guard !spoken.isEmpty else { return nodes }
        return nodes.map { $0.addingAccessibility(ResolvedAccessibility(label: spoken)) }
    }
}
