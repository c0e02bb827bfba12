/// The modifiers a list row's content uses to change its row: insets, background, separators.
/// Each is a trait of the row (ResolvedListRow.swift); outside a list they change nothing, as in
/// SwiftUI.
extension View {
    /// The row's content inset by `insets` instead of the list style's; nil keeps the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier(trait: ResolvedListRow(insets: insets)))
    }

    /// `view` painted over the row's part of its card, behind its content and separators.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Whether the row draws its separators; a separator between two rows shows only if neither
    /// row hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: ResolvedListRow(separator: .init(visibility, on: edges, else: nil))))
    }

    /// The color of the separators of this list row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTintModifier(color: color, edges: edges, isSection: false))
    }

    /// Whether the section draws a separator above its first row and below its last; the list
    /// styles Trellis draws show none unless this says `.visible`.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: ResolvedListRow(sectionSeparator: .init(visibility, on: edges, else: nil))))
    }

    /// The color of the separators of this list section.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTintModifier(color: color, edges: edges, isSection: true))
    }

    /// Space between the rows of the lists below; each row is then a card of its own.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

public struct _ListRowTraitModifier: ViewModifier {
    public typealias Body = Never
    let trait: ResolvedListRow

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        ResolvedNode.applying(modifier.trait, to: C._resolve(content, in: context), in: context)
    }
}

public struct _ListRowBackgroundModifier<Background: View>: ViewModifier {
    public typealias Body = Never
    let background: Background?

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let nodes = C._resolve(content, in: context)
        guard context.isListRowPosition, let view = modifier.background else { return nodes }
        var layers = context
        layers.listDepth = 0
        layers.isListSectionContent = false
        let resolved = Background._resolve(view, in: layers)
        let background = resolved.count == 1
            ? resolved[0] : ResolvedNode(.stack(ResolvedStack(axis: nil, alignment: .center, spacing: 0)), children: resolved)
        return ResolvedNode.applying(ResolvedListRow(background: background), to: nodes, in: context)
    }
}

public struct _ListRowTintModifier: ViewModifier {
    public typealias Body = Never
    let color: Color?
    let edges: VerticalEdge.Set
    let isSection: Bool

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        // nil asks for the style's color, which is what an unset tint already draws.
        guard let color = modifier.color?.resolve(in: context.environment) else { return C._resolve(content, in: context) }
        let tint = ResolvedListRow.Edges<Color.Resolved?>(color, on: modifier.edges, else: nil)
        let trait = modifier.isSection ? ResolvedListRow(sectionSeparatorTint: tint) : ResolvedListRow(separatorTint: tint)
        return ResolvedNode.applying(trait, to: C._resolve(content, in: context), in: context)
    }
}

extension _ResolveContext {
    /// Where a view is (or is inside) a list row, so that its row traits can reach the row.
    var isListRowPosition: Bool { listDepth > 0 || isListSectionContent }
}

extension View {
    /// The tint of list items' symbols, as a sidebar shows it: a fixed or preferred color becomes
    /// the tint below; `.monochrome` keeps the one in force.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment(\.tint) { value in
            if let color = tint?.color { value = color }
        }
    }

    /// The tint of list items' symbols, from a color (`nil` keeps the one in force).
    @_disfavoredOverload
    public func listItemTint(_ color: Color?) -> some View {
        listItemTint(color.map(ListItemTint.fixed))
    }
}

/// How a list item's symbol is tinted.
public struct ListItemTint: Sendable {
    let color: Color?
    /// Always this color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// This color unless the user's settings override it; a render has no such settings.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The monochrome tint in force.
    public static let monochrome = ListItemTint(color: nil)
}
