import Foundation

/// Which token becomes which Theme field. A token's path is the field's key path in Swift
/// (`colors.background` is `theme.colors.background`), so the mapping needs no table to learn.
/// docs/design-tokens.md lists it with the types each path takes.
enum ThemeTokenMapping {
    static var requiredColors: [(path: String, field: WritableKeyPath<Theme.Colors, Color>)] { [
        ("colors.background", \.background), ("colors.text", \.text), ("colors.subText", \.subText),
        ("colors.tint", \.tint),
    ] }
    static var optionalColors: [(path: String, field: WritableKeyPath<Theme.Colors, Color>)] { [
        ("colors.primary", \.primary), ("colors.palette.yellow", \.palette.yellow),
        ("colors.palette.purple", \.palette.purple), ("colors.palette.navyBlue", \.palette.navyBlue),
    ] }
    /// Colors whose absence keeps iOS's system colors.
    static var systemColorOverrides: [(path: String, field: WritableKeyPath<Theme.Colors, Color?>)] { [
        ("colors.listRowBackground", \.listRowBackground), ("colors.groupedBackground", \.groupedBackground),
        ("colors.navigationBar", \.navigationBar),
    ] }
    static var spacing: [(path: String, field: WritableKeyPath<Theme.Spacing, CGFloat>)] { [
        ("spacing.small", \.small), ("spacing.medium", \.medium), ("spacing.large", \.large), ("spacing.margin", \.margin),
    ] }
    static var fonts: [(path: String, field: WritableKeyPath<Theme.Fonts, Font>)] { [
        ("fonts.title", \.title), ("fonts.body", \.body),
    ] }
    /// The root `$extensions` key that carries what DTCG has no type for: the theme's SF Symbol names.
    static let iconsExtension = "sfSymbols"

    /// The theme `light` and `dark` describe: colors from each (a pair where they differ), the rest
    /// from `light`. `fonts` names the families a typography or fontFamily token may use beyond the
    /// system ones.
    static func theme(
        named name: String, light: DesignTokenTree, dark: DesignTokenTree, file: String, fonts families: [String] = []
    ) throws(DesignTokenError) -> Theme {
        var theme = Theme(name: name)
        // Every token is read even after one fails, so the error lists all that are missing or
        // broken at once.
        var problems: [DesignTokenError] = []
        func read<Value>(_ body: () throws(DesignTokenError) -> Value?) -> Value? {
            do {
                return try body()
            } catch {
                problems.append(contentsOf: error.problems)
                return nil
            }
        }
        for (path, field) in requiredColors {
            let lightColor = read { () throws(DesignTokenError) in try color(path, in: light) }
            let darkColor = read { () throws(DesignTokenError) in try color(path, in: dark) }
            guard let lightColor, let darkColor else {
                if !problems.contains(where: { $0.tokenPath == path }) {
                    problems.append(DesignTokenError(file: file, tokenPath: path, message: "the theme needs this color token, and no source has it"))
                }
                continue
            }
            theme.colors[keyPath: field] = pair(lightColor, darkColor)
        }
        for (path, field) in optionalColors {
            if let lightColor = read({ () throws(DesignTokenError) in try color(path, in: light) }) {
                let darkColor = read { () throws(DesignTokenError) in try color(path, in: dark) }
                theme.colors[keyPath: field] = pair(lightColor, darkColor ?? lightColor)
            }
        }
        for (path, field) in systemColorOverrides {
            if let lightColor = read({ () throws(DesignTokenError) in try color(path, in: light) }) {
                let darkColor = read { () throws(DesignTokenError) in try color(path, in: dark) }
                theme.colors[keyPath: field] = pair(lightColor, darkColor ?? lightColor)
            }
        }
        for (path, field) in spacing {
            if let value = read({ () throws(DesignTokenError) in try dimension(path, in: light) }) { theme.spacing[keyPath: field] = value }
        }
        for (path, field) in fonts {
            if let font = read({ () throws(DesignTokenError) in try font(path, in: light, families: families) }) { theme.fonts[keyPath: field] = font }
        }
        // A token broken the same way in the light and the dark tree is one problem.
        var seen: Set<DesignTokenError> = []
        if let error = DesignTokenError.combining(problems.filter { seen.insert($0).inserted }) { throw error }
        if let icons = light.extensions[iconsExtension] as? [String: Any] {
            if let home = icons["home"] as? String { theme.icons.home = home }
            if let style = icons["style"] as? String { theme.icons.style = style }
        }
        return theme
    }

    private static func pair(_ light: Color.Resolved, _ dark: Color.Resolved) -> Color {
        Color(light: Color(light), dark: Color(dark))
    }

    private static func expect(_ path: String, in tree: DesignTokenTree, type wanted: Set<String>) throws(DesignTokenError) -> (value: Any, file: String)? {
        guard let token = try tree.resolved(path) else { return nil }
        guard let type = token.type else {
            throw DesignTokenError(file: token.file, tokenPath: path, message: "the token has no $type (nor does its group)")
        }
        guard wanted.contains(type) else {
            throw DesignTokenError(
                file: token.file, tokenPath: path,
                message: "is a \(type) token; the theme needs " + wanted.sorted().joined(separator: " or "))
        }
        return (token.value, token.file)
    }

    static func color(_ path: String, in tree: DesignTokenTree) throws(DesignTokenError) -> Color.Resolved? {
        guard let (value, file) = try expect(path, in: tree, type: ["color"]) else { return nil }
        switch DesignTokenColor.parse(value) {
        case .success(let color): return color
        case .failure(let problem): throw DesignTokenError(file: file, tokenPath: path, message: problem.message)
        }
    }

    static func dimension(_ path: String, in tree: DesignTokenTree) throws(DesignTokenError) -> CGFloat? {
        guard let (value, file) = try expect(path, in: tree, type: ["dimension", "number"]) else { return nil }
        switch DesignTokenFont.dimension(value) {
        case .success(let points): return points
        case .failure(let problem): throw DesignTokenError(file: file, tokenPath: path, message: problem.message)
        }
    }

    static func font(_ path: String, in tree: DesignTokenTree, families: [String]) throws(DesignTokenError) -> Font? {
        guard let (value, file) = try expect(path, in: tree, type: ["typography"]) else { return nil }
        switch DesignTokenFont.typography(value, families: families) {
        case .success(let font): return font
        case .failure(let problem): throw DesignTokenError(file: file, tokenPath: path, message: problem.message)
        }
    }
}
