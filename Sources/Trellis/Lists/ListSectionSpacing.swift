/// `listSectionSpacing(_:)`, as iOS 17 spaces a list's sections. On a `List` it sets the space
/// between every two sections; on a `Section` that section's own, which wins over the list's.
/// As SwiftUI documents it, a section applies half its spacing above and half below, and a
/// section with none of its own takes its neighbour's: so two sections asking 10 and 30 are 20
/// apart, a section asking 10 beside one asking nothing is 10 from it.
///
/// A section's value travels on its rows' `ResolvedListRow.sectionSpacing` (resolution flows
/// down only, and a section node has no payload); a section without rows keeps the list's.
public struct ListSectionSpacing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, compact, custom(CGFloat) }
    let kind: Kind

    /// The list style's spacing: 35 points between grouped sections.
    public static let `default` = ListSectionSpacing(kind: .standard)
    /// A tighter spacing: 20 points between sections (Apple publishes no figure; this is
    /// Trellis's, about the gap iOS 17 shows).
    public static let compact = ListSectionSpacing(kind: .compact)

    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(kind: .custom(spacing))
    }

    static let compactSpacing: CGFloat = 20

    /// The points this spacing means in a list drawn in `style`.
    func points(in style: ResolvedListStyle) -> CGFloat {
        switch kind {
        case .standard: style.sectionSpacing
        case .compact: style.sectionSpacing > 0 ? min(style.sectionSpacing, Self.compactSpacing) : 0
        case .custom(let spacing): ResolvedLength.size(spacing)
        }
    }
}

extension View {
    /// Sets the spacing between adjacent sections in a `List`: `.default`, `.compact` or
    /// `.custom(_:)`. On a `Section`, that section's spacing.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(_ListSectionSpacingModifier(spacing: spacing))
    }

    /// Sets the spacing between adjacent sections in a `List` to `spacing` points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(_ListSectionSpacingModifier(spacing: .custom(spacing)))
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing? { nil }
}

extension EnvironmentValues {
    /// The spacing `listSectionSpacing(_:)` set for the lists below; nil keeps the style's.
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

/// Sets the spacing for the lists below and, when its content is a list's section, on that
/// section's rows.
public struct _ListSectionSpacingModifier: ViewModifier {
    public typealias Body = Never
    let spacing: ListSectionSpacing

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let inner = context.modifyingEnvironment { $0.listSectionSpacing = modifier.spacing }
        let nodes = C._resolve(content, in: inner)
        guard context.listDepth > 0 else { return nodes }
        let style = context.environment.listStyle._resolve(in: context.environment)
        let points = modifier.spacing.points(in: style)
        return nodes.map { node in
            guard case .listSection = node.kind else { return node }
            var section = node
            section.children = node.children.map { child in
                guard case .listRow(var row) = child.kind else { return child }
                var copy = child
                row.sectionSpacing = points
                copy.kind = .listRow(row)
                return copy
            }
            return section
        }
    }
}

extension ResolvedListStyle {
    /// The style with the environment's `listSectionSpacing`, if one is set.
    func spacingSections(in environment: EnvironmentValues) -> ResolvedListStyle {
        guard let spacing = environment.listSectionSpacing else { return self }
        var copy = self
        copy.sectionSpacing = spacing.points(in: self)
        return copy
    }
}
