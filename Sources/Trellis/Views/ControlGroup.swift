/// Related controls side by side. iOS draws a group in content as one rounded panel in the
/// tertiary fill with the controls sharing it equally, hairlines between them; in a toolbar the
/// bar places the controls itself, so there they are a plain row.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 16) {
            content
        }
        .labelStyle(.iconOnly)
    }
}

/// How a control group is drawn; Trellis draws every style as a row.
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { Self() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { Self() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { Self() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { Self() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { Self() } }

extension View {
    /// Compiles; control groups are drawn as a row in every style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
