/// A theme written as DTCG 2025.10 tokens: one self-contained `.resolver.json` whose `base` set
/// holds the spacing, fonts and light colors, and whose `mode` modifier's `dark` context
/// overrides the colors that differ in dark. `Theme(designTokensFile:)` reads it back to an equal
/// theme (DesignTokenRoundTripTests).
extension Theme {
    /// The theme as one self-contained DTCG resolver file: a base set and a `mode` modifier with the dark colors; `Theme(designTokensFile:)` reads it back as the same theme.
    public func designTokensResolver() -> String {
        let light = resolvedColors(.light)
        let dark = resolvedColors(.dark)
        var base: [(String, OrderedJSON)] = [("colors", colorGroup(light.map { ($0.path, $0.color) }))]
        base.append(("spacing", .object([("$type", .string("dimension"))] + ThemeTokenMapping.spacing.map { path, field in
            (Self.leaf(path), Self.dimension(spacing[keyPath: field]))
        })))
        base.append(("fonts", .object([("$type", .string("typography"))] + ThemeTokenMapping.fonts.map { path, field in
            (Self.leaf(path), Self.typography(fonts[keyPath: field]))
        })))
        base.append(("$extensions", .object([
            (ThemeTokenMapping.iconsExtension, .object([("home", .string(icons.home)), ("style", .string(icons.style))])),
        ])))
        let darkOnly = zip(light, dark).filter { $0.color != $1.color }.map { ($1.path, $1.color) }
        let document = OrderedJSON.object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string(name)),
            ("version", .string("2025.10")),
            ("sets", .object([("base", .object([("sources", .array([.object(base)]))]))])),
            ("modifiers", .object([("mode", .object([
                ("contexts", .object([
                    ("light", .array([])),
                    ("dark", .array(darkOnly.isEmpty ? [] : [.object([("colors", colorGroup(darkOnly))])])),
                ])),
                ("default", .string("light")),
            ]))])),
            ("resolutionOrder", .array([
                .object([("$ref", .string("#/sets/base"))]),
                .object([("$ref", .string("#/modifiers/mode"))]),
            ])),
        ])
        return document.text() + "\n"
    }

    private func resolvedColors(_ scheme: ColorScheme) -> [(path: String, color: Color.Resolved)] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.theme = self
        let roles = (ThemeTokenMapping.requiredColors + ThemeTokenMapping.optionalColors).map { path, field in
            (path, colors[keyPath: field].resolve(in: environment))
        }
        return roles + ThemeTokenMapping.systemColorOverrides.compactMap { path, field in
            colors[keyPath: field].map { (path, $0.resolve(in: environment)) }
        }
    }

    /// `colors.palette.yellow` and friends nested as the groups their paths name.
    private func colorGroup(_ entries: [(path: String, color: Color.Resolved)]) -> OrderedJSON {
        var top: [(String, OrderedJSON)] = [("$type", .string("color"))]
        var palette: [(String, OrderedJSON)] = []
        for (path, color) in entries {
            let parts = path.split(separator: ".").dropFirst().map(String.init)
            if parts.count == 2 { palette.append((parts[1], Self.color(color))) } else { top.append((parts[0], Self.color(color))) }
        }
        if !palette.isEmpty { top.append(("palette", .object(palette))) }
        return .object(top)
    }

    private static func leaf(_ path: String) -> String { String(path.split(separator: ".").last!) }

    static func color(_ color: Color.Resolved) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
        ]
        if color.opacity != 1 { members.append(("alpha", .number(color.opacity))) }
        members.append(("hex", .string(color.hexString.lowercased())))
        return .object([("$value", .object(members))])
    }

    static func dimension(_ points: CGFloat) -> OrderedJSON {
        .object([("$value", .object([("value", .number(Double(points))), ("unit", .string("px"))]))])
    }

    static func typography(_ font: Font) -> OrderedJSON {
        let resolved = font.resolve()
        let family = resolved.customFamily ?? DesignTokenFont.systemFamilies.first { $0.design == resolved.design }!.name
        return .object([("$value", .object([
            ("fontFamily", .string(family)),
            ("fontSize", .object([("value", .number(Double(resolved.size))), ("unit", .string("px"))])),
            ("fontWeight", .number(Double(resolved.weight.value))),
            ("lineHeight", .number(Double(resolved.leading / resolved.size))),
        ]))])
    }
}
