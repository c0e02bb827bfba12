import Trellis

/// Design tokens for the component library.
public struct DSTheme: Equatable {
    public var accent: Color
    public var secondaryAccent: Color
    public var cornerRadius: CGFloat
    public var spacing: CGFloat
    public var cardBackground: Color

    public static let standard = DSTheme(
        accent: .indigo,
        secondaryAccent: .pink,
        cornerRadius: 12,
        spacing: 16,
        cardBackground: Color(.secondarySystemBackground)
    )

    public static let sunset = DSTheme(
        accent: .orange,
        secondaryAccent: .red,
        cornerRadius: 20,
        spacing: 20,
        cardBackground: Color.orange.opacity(0.12)
    )
}

private struct DSThemeKey: EnvironmentKey {
    static let defaultValue: DSTheme = .standard
}

public enum ControlSize2: String, CaseIterable {
    case small, regular, large

    var height: CGFloat {
        switch self {
        case .small: return 32
        case .regular: return 44
        case .large: return 56
        }
    }
}

private struct DSControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize2 = .regular
}

private struct IsCompactCardKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ToastDurationKey: EnvironmentKey {
    static var defaultValue: TimeInterval { 2.5 }
}

extension EnvironmentValues {
    public var dsTheme: DSTheme {
        get { self[DSThemeKey.self] }
        set { self[DSThemeKey.self] = newValue }
    }

    var dsControlSize: ControlSize2 {
        get { self[DSControlSizeKey.self] }
        set { self[DSControlSizeKey.self] = newValue }
    }

    var isCompactCard: Bool {
        get { self[IsCompactCardKey.self] }
        set { self[IsCompactCardKey.self] = newValue }
    }

    var toastDuration: TimeInterval {
        get { self[ToastDurationKey.self] }
        set { self[ToastDurationKey.self] = newValue }
    }
}

extension View {
    public func dsTheme(_ theme: DSTheme) -> some View {
        environment(\.dsTheme, theme)
    }

    func dsControlSize(_ size: ControlSize2) -> some View {
        environment(\.dsControlSize, size)
    }
}
