/// How a `Picker` shows its options.
public protocol PickerStyle: Sendable {
    var _kind: PickerStyleKind { get }
}

/// How a picker is drawn; each style names one.
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
    /// A wheel of the options, the selected one in the middle (PickerWheel.swift).
    case wheel
}

/// A picker drawn as a row of segments, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

/// A picker drawn as a button showing the selection, which opens a menu.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

/// A picker whose options are listed in place, the selection checked.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

/// A picker drawn as a row that leads to a page listing the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
    public var _kind: PickerStyleKind { .navigationLink }
}

/// The default picker style, the menu style as on iOS.
public typealias DefaultPickerStyle = MenuPickerStyle

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
    /// The default picker style: a menu.
    public static var automatic: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that leads to a page of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options listed in place.
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
    /// Sets the style of the pickers in this view and below it.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}
