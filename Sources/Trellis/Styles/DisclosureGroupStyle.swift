/// Draws a `DisclosureGroup` from its label, content and expanded state. Set with
/// `.disclosureGroupStyle(_:)`; with none, the group draws iOS's chevron row.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The label, content and state a style draws a disclosure group from.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The view of a disclosure group with this configuration.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a disclosure group style is given: the label, the content, and a binding to whether the
/// content shows.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The group's content, as a view.
    public struct Content: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Content, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The label the group was given.
    public let label: Label
    /// The content the group was given; a style shows it while `isExpanded` is true.
    public let content: Content
    /// Whether the content shows; a style toggles it to expand or collapse the group.
    @Binding public var isExpanded: Bool
}

/// iOS's disclosure group: the label, then a chevron in the tint, the content below when expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}
    /// The label and chevron row, and the content under it while expanded.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group look.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: (any DisclosureGroupStyle)? { nil }
}

extension EnvironmentValues {
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the disclosure groups in this view and below it.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}

extension DisclosureGroup {
    /// The group as a custom style draws it; a `DisclosureGroup` in the style's body draws iOS's row.
    static func resolveStyled(
        _ style: any DisclosureGroupStyle, label: Label, content: Content, isExpanded: Binding<Bool>,
        in context: _ResolveContext
    ) -> [ResolvedNode] {
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label { Label._resolve(label, in: $0) },
            content: DisclosureGroupStyleConfiguration.Content { Content._resolve(content, in: $0) },
            isExpanded: isExpanded)
        let inner = context.modifyingEnvironment { $0.disclosureGroupStyle = nil }
        return inner.resolveChild(inner.evaluate { AnyView(style.makeBody(configuration: configuration)) })
    }
}
