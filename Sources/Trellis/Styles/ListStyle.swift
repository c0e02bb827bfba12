/// How a `List` arranges and decorates its sections and rows.
public protocol ListStyle: Sendable {
    /// The concrete look in `environment`.
    func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle
}

extension ResolvedListStyle {
    /// iOS's list metrics, with the row and header colors the semantic colors give.
    static func standard(_ kind: Kind, in environment: EnvironmentValues) -> ResolvedListStyle {
        let dark = environment.colorScheme == .dark
        let inset = kind == .insetGrouped || kind == .inset
        let grouped = kind == .insetGrouped || kind == .grouped
        let colors = environment.theme.colors
        let background = (grouped ? colors.groupedBackground : nil)?.resolve(in: environment)
        return ResolvedListStyle(
            kind: kind,
            background: background ?? (grouped ? SemanticColor.systemGroupedBackground : .systemBackground).value(dark: dark),
            rowBackground: colors.listRowBackground?.resolve(in: environment)
                ?? (grouped ? SemanticColor.secondarySystemGroupedBackground : .systemBackground).value(dark: dark),
            separator: SemanticColor.separator.value(dark: dark),
            headerColor: SemanticColor.secondaryLabel.value(dark: dark),
            headerFont: Font.footnote.resolve(dynamicTypeSize: environment.dynamicTypeSize),
            horizontalMargin: inset ? 16 : 0,
            cornerRadius: inset ? 10 : 0,
            rowInsets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
            rowMinHeight: 44,
            sectionSpacing: grouped ? 35 : 0)
    }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.plain, in: environment) }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.grouped, in: environment) }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.insetGrouped, in: environment) }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.inset, in: environment) }
}

/// iOS's default list style inside and outside navigation: inset grouped.
public typealias DefaultListStyle = InsetGroupedListStyle

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    public static var automatic: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: any ListStyle { InsetGroupedListStyle() }
}

extension EnvironmentValues {
    var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
