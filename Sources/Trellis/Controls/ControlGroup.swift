/// Related controls side by side: in a toolbar a row of bar buttons, in content the rounded
/// panel iOS draws there, equal segments on a tertiary fill with hairlines between them
/// (ControlGroupPanel.swift).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// Groups the controls `content` builds.
    ///
    /// Labels are shown as their icons only.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Groups the controls `content` builds, with a label a menu style would show.
    ///
    /// Trellis draws the controls as a row and doesn't show `label`.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// Groups the controls `content` builds, with a localized title and a symbol a menu style
    /// would show; Trellis draws the controls as a row and shows neither.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Groups the controls `content` builds, with a title and a symbol a menu style would show;
    /// Trellis draws the controls as a row and shows neither.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        _ControlGroupPanel(content: content)
    }
}

/// How a control group is drawn; Trellis draws every style as a row.
public protocol ControlGroupStyle {}
/// The platform's choice of control group look for the context.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the automatic style.
    public init() {}
}
/// Controls drawn as navigation bar buttons, as for back and forward.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the navigation style.
    public init() {}
}
/// The group collapsed into a menu behind its label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the menu style.
    public init() {}
}
/// The group as a row of icons at the top of a menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the compact menu style.
    public init() {}
}
/// The group as a palette of items side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the palette style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's choice of look for the context.
    public static var automatic: Self { Self() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Controls drawn as navigation bar buttons.
    public static var navigation: Self { Self() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The group collapsed into a menu behind its label.
    public static var menu: Self { Self() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The group as a row of icons at the top of a menu.
    public static var compactMenu: Self { Self() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The group as a palette of items side by side.
    public static var palette: Self { Self() }
}

extension View {
    /// Compiles; control groups are drawn as a row in every style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
