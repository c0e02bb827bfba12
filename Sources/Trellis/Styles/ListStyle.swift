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
            rowMinHeight: environment.defaultMinListRowHeight,
            sectionSpacing: grouped ? 35 : 0)
    }
}

/// A list whose rows run edge to edge on the screen's background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.plain, in: environment) }
}

/// A list whose sections are edge-to-edge groups on a grouped background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.grouped, in: environment) }
}

/// A list whose sections are rounded cards inset from the screen's edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset-grouped style.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.insetGrouped, in: environment) }
}

/// A list inset from the screen's edges, without grouped sections.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.inset, in: environment) }
}

/// iOS's default list style inside and outside navigation: inset grouped.
public typealias DefaultListStyle = InsetGroupedListStyle

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the screen's background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as edge-to-edge groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    /// The default list style, inset grouped as on iOS.
    public static var automatic: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges, without grouped sections.
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
    /// Sets the style of the lists in this view and below it.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
