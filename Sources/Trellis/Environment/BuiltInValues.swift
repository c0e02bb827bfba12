// The environment values Trellis itself defines. Each follows the pattern users write for their
// own: a private key with a default, and a property on EnvironmentValues.

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
/// The theme is read for almost every node (default text color, tint); kept behind a reference,
/// a read takes one field instead of copying the whole theme out of the environment's table.
private final class ThemeStorage: Sendable {
    let theme: Theme
    init(_ theme: Theme) { self.theme = theme }
}
private struct ThemeKey: EnvironmentKey { static let defaultValue = ThemeStorage(.default) }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct TitleDisplayModeKey: EnvironmentKey {
    static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic
}

extension EnvironmentValues {
    /// Light or dark; a `Color(light:dark:)` pair and every theme color resolve to the matching value.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The reader's text size; text styles scale with it as Apple's Dynamic Type tables say.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The older spelling of `dynamicTypeSize`; both read and write the same value.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The horizontal size class of the canvas being rendered, compact on a phone.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the canvas being rendered.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Left to right or right to left; leading and trailing edges follow it.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Always `.active`: a rendered screen is a snapshot of a running app.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The font text uses when it sets none itself; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The style text and unstyled shapes paint with; nil means the theme's text color.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set with `.tint(_:)`, else the asset catalog's accent color
    /// (`namedAssets.accentColor`, as Xcode makes it the app's); nil means the theme's tint.
    ///
    /// `.accentColor` in a new tint is the tint in force here (the theme's when none is set), so
    /// `.tint(.accentColor)` keeps the tint as it is instead of naming itself.
    public var tint: Color? {
        get { self[TintKey.self] ?? namedAssets.accentColor }
        set { self[TintKey.self] = newValue?.replacingAccent(with: tint ?? .themeTint) }
    }

    /// The most lines text may take before it is truncated; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text that does not fit is cut: at its head, middle or tail.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// The theme built-in views take their defaults from.
    public var theme: Theme {
        get { self[ThemeKey.self].theme }
        set { self[ThemeKey.self] = ThemeStorage(newValue) }
    }

    /// One of the theme's values (its body font, its spacing), read without copying the theme.
    func themeValue<Value>(_ field: KeyPath<Theme, Value>) -> Value {
        self[ThemeKey.self].theme[keyPath: field]
    }

    /// One of the theme's colors, read without copying the theme.
    func themeColor(_ role: KeyPath<Theme.Colors, Color>) -> Color {
        self[ThemeKey.self].theme.colors[keyPath: role]
    }

    /// Whether controls below take input; `.disabled(true)` sets it, and disabled controls draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    var navigationBarTitleDisplayMode: NavigationBarItem.TitleDisplayMode {
        get { self[TitleDisplayModeKey.self] }
        set { self[TitleDisplayModeKey.self] = newValue }
    }
}
