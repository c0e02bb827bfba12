// The display and accessibility settings screens read to adapt. A render shows the default
// device: a 3× screen, standard contrast, every accessibility setting off. Each can be set
// with `.environment(\.key, value)` to render a screen as it looks with the setting on.

/// Whether the system's increased-contrast setting is on.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

/// Whether the system's bold-text setting is on.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular text.
    case regular
    /// Bold text.
    case bold
}

private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Screen pixels per point: 3, an iPhone's.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// One screen pixel in points, `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    /// The contrast setting; `.standard`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The bold-text setting; `.regular`.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Whether Reduce Motion is on; false.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Transparency is on; false.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether Differentiate Without Color is on; false.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether Smart Invert is on; false.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether Button Shapes is on; false.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is running; false.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running; false.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }

    /// Whether any assistive technology is running; false.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the screen is dimmed, as an Always-On display is; false.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
