/// How a color becomes concrete where it is used: the scheme, the theme, the tint and the
/// registered asset colors all come from the environment, which the resolved tree never holds.
extension Color {
    /// The concrete color in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolve(in: environment, isThemeColor: false)
    }

    /// `isThemeColor`: this is one of the theme's own colors. A hierarchical color there cannot
    /// mean the theme again without resolving forever, so it means what it means on iOS with no
    /// theme: label, secondary label, the system blue.
    private func resolve(in environment: EnvironmentValues, isThemeColor: Bool) -> Resolved {
        let dark = environment.colorScheme == .dark
        switch storage {
        case .rgba(let value): return value
        case .semantic(let semantic): return semantic.value(dark: dark)
        case .primary:
            if isThemeColor { return SemanticColor.label.value(dark: dark) }
            return environment.themeColor(\.text).resolve(in: environment, isThemeColor: true)
        case .secondary:
            if isThemeColor { return SemanticColor.secondaryLabel.value(dark: dark) }
            return environment.themeColor(\.subText).resolve(in: environment, isThemeColor: true)
        case .accent:
            if isThemeColor { return Color.blue.resolve(in: environment, isThemeColor: true) }
            // The tint holds no `.accent` (its setter replaced it), so this ends.
            if let tint = environment.tint { return tint.resolve(in: environment, isThemeColor: false) }
            return environment.themeColor(\.tint).resolve(in: environment, isThemeColor: true)
        case .themeTint:
            return environment.themeColor(\.tint).resolve(in: environment, isThemeColor: true)
        case .opacity(let box, let opacity):
            // Through the initializer, which clamps: the product may be anything, NaN included.
            let value = box.color.resolve(in: environment, isThemeColor: isThemeColor)
            return Resolved(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity * opacity)
        case .schemes(let lightColor, let darkColor):
            return (dark ? darkColor : lightColor).color.resolve(in: environment, isThemeColor: isThemeColor)
        case .named(let name):
            // An unknown name is recorded for the renderer's error; clear meanwhile, as SwiftUI draws it.
            return environment.namedAssets.color(named: name)?.resolve(in: environment, isThemeColor: isThemeColor)
                ?? Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        case .mix(let a, let b, let fraction):
            return Color.mixed(a.color.resolve(in: environment, isThemeColor: isThemeColor), b.color.resolve(in: environment, isThemeColor: isThemeColor), by: fraction)
        }
    }
}
