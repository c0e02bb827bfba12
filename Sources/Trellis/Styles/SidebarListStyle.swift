/// A sidebar list. On iPhone, where a split view's sidebar is the first screen of a stack, iOS
/// draws it as an inset grouped list.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.insetGrouped, in: environment) }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style, drawn on iPhone as an inset grouped list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
