/// A picker drawn as a row of compact options. Outside a menu (and a page shows no open menu)
/// iOS draws it as a segmented control, and so does Trellis.
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of compact options; a segmented control outside a menu.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// How a palette marks its selected option.
public struct PaletteSelectionEffect: Hashable, Sendable {
    let name: String

    /// The platform's mark.
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// No mark: the options' own views show which is selected.
    public static let custom = PaletteSelectionEffect(name: "custom")

    /// The selected option's symbol drawn in a variant, such as `.fill` or `.slash`.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant")
    }
}

extension View {
    /// Sets how palettes in this view mark their selection. Accepted: a palette outside a menu is
    /// a segmented control, which marks its selection with the raised segment.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
