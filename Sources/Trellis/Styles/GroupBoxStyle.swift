/// Draws a `GroupBox` from its label and content. Set with `.groupBoxStyle(_:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The label and content a style draws a group box from.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The view of a group box with this configuration.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a group box style is given: the box's label and content as views.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The group box's content, as a view.
    public struct Content: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Content, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The label the group box was given (empty when it has none).
    public let label: Label
    /// The content the group box was given.
    public let content: Content
}

/// iOS's group box: the label in the headline font over the content, 16 pt inside a rounded
/// rectangle of the secondary system background, as wide as the space offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}
    /// The label and content, 8 points apart, on the rounded background.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        // iOS's box spans the width it is offered, its content leading.
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box look.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}

extension EnvironmentValues {
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the group boxes in this view and below it.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, style)
    }
}

/// A group box drawn by the style in force. The style is taken out of the environment for its
/// body, so a `GroupBox` inside it (a style that wraps the default look) draws the default.
struct _StyledGroupBox<Label: View, Content: View>: View {
    typealias Body = Never
    let label: Label
    let content: Content

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let label = view.label
        let content = view.content
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label { Label._resolve(label, in: $0) },
            content: GroupBoxStyleConfiguration.Content { Content._resolve(content, in: $0) })
        let style = context.environment.groupBoxStyle ?? DefaultGroupBoxStyle()
        let inner = context.modifyingEnvironment { $0.groupBoxStyle = nil }
        return inner.resolveChild(inner.evaluate { AnyView(style.makeBody(configuration: configuration)) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Inside a custom style's `makeBody`: the group box drawn as the default style draws it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
