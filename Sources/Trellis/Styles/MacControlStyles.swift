// The control styles only macOS has, drawn as macOS draws them where that is a small composition
// (a checkbox, a link, an accessory-bar button) and otherwise as the nearest iOS look.

/// macOS's checkbox: a 14-point rounded square, filled with the accent color and checked when on,
/// white with a gray border when off, and the label after it.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the checkbox style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 3.5)
                .fill(configuration.isOn ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(Color(.systemBackground)))
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .font(.system(size: 9, weight: .bold))
                            .foregroundStyle(.white)
                    } else {
                        RoundedRectangle(cornerRadius: 3.5).strokeBorder(Color.secondary.opacity(0.5), lineWidth: 0.5)
                    }
                }
                .frame(width: 14, height: 14)
            _CheckboxLabel(label: configuration.label)
        }
    }
}

/// The checkbox's label, left out under `labelsHidden()`.
struct _CheckboxLabel<Label: View>: View {
    typealias Body = Never
    let label: Label

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        context.environment.labelsHidden ? [] : Label._resolve(view.label, in: context)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// macOS's checkbox, a small square checked when on. Disfavored so that an iOS app's own
    /// `CheckboxToggleStyle` and its `.checkbox` win, as they do where SwiftUI's is unavailable.
    @_disfavoredOverload
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A button drawn as a link: its label in the tint color, without a background.
public struct LinkButtonStyle: ButtonStyle {
    /// Creates the link style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.tint)
    }
}

extension ButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A button of an accessory bar (the + and − under a sidebar): its label in the secondary color,
/// centered in a small square, without a border until the pointer is over it, as macOS draws it.
public struct AccessoryBarButtonStyle: ButtonStyle {
    /// Creates the accessory bar style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.secondary)
            .frame(minWidth: 20, minHeight: 20)
            .padding(.horizontal, 2)
            .contentShape(Rectangle())
    }
}

/// An accessory bar's action button (a filter token): drawn as the accessory bar style.
public typealias AccessoryBarActionButtonStyle = AccessoryBarButtonStyle

extension ButtonStyle where Self == AccessoryBarButtonStyle {
    /// A button of an accessory bar.
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
    /// An accessory bar's action button.
    public static var accessoryBarAction: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

/// macOS's radio buttons, one per option. Drawn as the inline picker: the options in a column, the
/// selected one checked, the nearest look iOS has.
public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the radio group style.
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// macOS's radio buttons, drawn as the inline picker.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// macOS's bordered list: drawn as the plain list, rows edge to edge.
public struct BorderedListStyle: ListStyle {
    /// Creates the bordered style; alternating row backgrounds are accepted and not drawn.
    public init(alternatesRowBackgrounds: Bool = false) {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedListStyle { .standard(.plain, in: environment) }
}

extension ListStyle where Self == BorderedListStyle {
    /// macOS's bordered list, drawn as the plain list.
    public static var bordered: BorderedListStyle { BorderedListStyle() }
    /// macOS's bordered list; alternating row backgrounds are accepted and not drawn.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset list; alternating row backgrounds, macOS's stripes, are accepted and not drawn.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

extension View {
    /// Shows or hides a menu's indicator (its chevron); the rendered menu button draws none.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

/// macOS's square-bordered text field: drawn as the rounded border style, the nearest iOS has.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// Creates the square border style.
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// macOS's square-bordered text field, drawn with the rounded border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
