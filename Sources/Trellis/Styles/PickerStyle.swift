/// How a `Picker` shows its options.
public protocol PickerStyle: Sendable {
    var _kind: PickerStyleKind { get }
}

public enum PickerStyleKind: Hashable, Sendable {
    /// The selected option beside the label, as a menu button shows it.
    case menu
    /// All options side by side in one control.
    case segmented
    /// The options as a column, the selected one checked.
    case inline
    /// A row that leads to the options: the label, the selected option in secondary gray and a
    /// chevron, as a list row that pushes a screen looks on iOS.
    case navigationLink
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .navigationLink }
}

public typealias DefaultPickerStyle = MenuPickerStyle

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
    public static var automatic: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: any PickerStyle { MenuPickerStyle() }
}

extension EnvironmentValues {
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}
