import Foundation
import Testing
import Trellis

/// A folder of token files for one test, removed when the test ends.
final class TokenFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        #expect(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
        return file
    }
}

/// The four colors every token theme needs, as a DTCG group, with `extra` tokens inside it.
func requiredColors(background: String = "\"#102030\"", extra: String = "") -> String {
    """
    "colors": {
      "$type": "color",
      "background": { "$value": \(background) },
      "text": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
      "subText": { "$value": { "colorSpace": "hsl", "components": [0, 0, 50] } },
      "tint": { "$value": "{colors.brand}" },
      "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 0.5 } }\(extra)
    }
    """
}

private func resolved(_ color: Color, _ scheme: ColorScheme = .light) -> Color.Resolved {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return color.resolve(in: environment)
}

@Suite struct DesignTokenTests {
    @Test func aTokensFileBecomesAThemeNamedAfterTheFile() throws {
        let folder = TokenFolder()
        let file = folder.write("acme.tokens.json", """
            {
              \(requiredColors()),
              "spacing": { "$type": "dimension", "small": { "$value": { "value": 0.25, "unit": "rem" } },
                           "large": { "$value": { "value": 24, "unit": "px" }, "$description": "Padding." } },
              "fonts": { "body": { "$type": "typography", "$value": { "fontFamily": ["Helvetica", "system-ui"],
                         "fontSize": { "value": 15, "unit": "px" }, "fontWeight": 400 } },
                         "title": { "$type": "typography", "$value": { "fontFamily": "ui-serif",
                         "fontSize": { "value": 40, "unit": "px" }, "fontWeight": "bold" } } }
            }
            """)
        let theme = try Theme(designTokensFile: file)
        #expect(theme.name == "acme")
        #expect(resolved(theme.colors.background) == Color.Resolved(rgb: 0x102030))
        #expect(resolved(theme.colors.background, .dark) == Color.Resolved(rgb: 0x102030))
        #expect(resolved(theme.colors.text) == Color.Resolved(rgb: 0xFFFFFF))
        #expect(resolved(theme.colors.subText).hexString == "#808080")
        // An alias takes its target's value, alpha included.
        #expect(resolved(theme.colors.tint) == Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 0.5))
        #expect(theme.spacing.small == 4)
        #expect(theme.spacing.large == 24)
        #expect(theme.spacing.medium == Theme.Spacing().medium)
        // 15 px regular is Apple's subheadline; Helvetica is not a family this run has, system-ui is.
        #expect(theme.fonts.body == .system(.subheadline))
        #expect(theme.fonts.title == .system(size: 40, weight: .bold, design: .serif))
    }

    @Test func aResolverGivesLightAndDarkFromItsModeModifier() throws {
        let folder = TokenFolder()
        folder.write("base.tokens.json", "{ \(requiredColors()) }")
        folder.write("dark.tokens.json", ##"{ "colors": { "background": { "$type": "color", "$value": "#000000" } } }"##)
        let file = folder.write("brand.resolver.json", """
            {
              "name": "Acme Dark-Ready", "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "mode": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
                "density": { "contexts": { "compact": [{ "spacing": { "small": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }],
                             "regular": [] }, "default": "regular" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/density" }]
            }
            """)
        let theme = try Theme(designTokensFile: file)
        #expect(theme.name == "Acme Dark-Ready")
        #expect(resolved(theme.colors.background) == Color.Resolved(rgb: 0x102030))
        #expect(resolved(theme.colors.background, .dark) == Color.Resolved(rgb: 0x000000))
        #expect(resolved(theme.colors.text, .dark) == Color.Resolved(rgb: 0xFFFFFF))
        // Another modifier takes its default context.
        #expect(theme.spacing.small == 8)
    }

    private func error(_ tokens: String, name: String = "bad.tokens.json") -> String {
        let folder = TokenFolder()
        let file = folder.write(name, tokens)
        do {
            _ = try Theme(designTokensFile: file)
            return "no error"
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
    }

    @Test func errorsNameTheFileTheTokenAndTheProblem() {
        #expect(error("{ \(requiredColors(background: "\"#12\"")) }")
            == "bad.tokens.json: colors.background: '#12' is not a color (#rrggbb or #rrggbbaa)")
        #expect(error(##"{ "colors": { "background": { "$type": "colour", "$value": "#000000" } } }"##).hasPrefix(
            "bad.tokens.json: colors.background: unknown type 'colour'; types: border, color, cubicBezier"))
        #expect(error("{ \(requiredColors(background: "\"{colors.missing}\"")) }")
            == "bad.tokens.json: colors.background: alias {colors.missing} names no token")
        #expect(error("{ \(requiredColors(background: "\"{colors.a}\"", extra: ##", "a": { "$value": "{colors.background}" }"##)) }")
            == "bad.tokens.json: colors.background: circular alias: colors.background → colors.a → colors.background")
        #expect(error(##"{ "colors": { "$type": "color", "background": { "$value": "#000000" } } }"##) == """
            bad.tokens.json: colors.text: the theme needs this color token, and no source has it
            bad.tokens.json: colors.subText: the theme needs this color token, and no source has it
            bad.tokens.json: colors.tint: the theme needs this color token, and no source has it
            """)
        #expect(error("{ \(requiredColors(background: ##"{ "colorSpace": "oklch", "components": [0.5, 0.1, 30] }"##)) }")
            == "bad.tokens.json: colors.background: colorSpace 'oklch' is converted only through its hex fallback, and this color has none; converted spaces: srgb, srgb-linear, hsl")
        #expect(error(##"{ "spacing": { "small": { "$type": "color", "$value": "#000000" } } }"##).contains("colors.background"))
        #expect(error(##"{ "colors": "#000" }"##) == "bad.tokens.json: colors: expected a token (an object with $value) or a group")
        #expect(error("{ nope") .hasPrefix("bad.tokens.json: not valid JSON"))
        #expect(error(##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "missing.json" }] }"##, name: "x.resolver.json")
            == "x.resolver.json: resolutionOrder[0]: 'missing.json' must point into #/sets or #/modifiers")
    }

    /// One reading names every missing or broken token, in the mapping's order, each once (a
    /// token broken the same way in the light and dark trees is one problem).
    @Test func everyMissingOrBrokenTokenIsListedAtOnce() throws {
        let tokens = ##"""
            { "colors": { "$type": "color", "background": { "$value": "{colors.nowhere}" }, "text": { "$value": "#12" } },
              "spacing": { "small": { "$type": "color", "$value": "#000000" } } }
            """##
        #expect(error(tokens) == """
            bad.tokens.json: colors.background: alias {colors.nowhere} names no token
            bad.tokens.json: colors.text: '#12' is not a color (#rrggbb or #rrggbbaa)
            bad.tokens.json: colors.subText: the theme needs this color token, and no source has it
            bad.tokens.json: colors.tint: the theme needs this color token, and no source has it
            bad.tokens.json: spacing.small: is a color token; the theme needs dimension or number
            """)
        let folder = TokenFolder()
        do {
            _ = try Theme(designTokensFile: folder.write("bad.tokens.json", tokens))
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.tokenPath) == ["colors.background", "colors.text", "colors.subText", "colors.tint", "spacing.small"])
        }
    }

    @Test func aTokenOfTheWrongTypeSaysWhatTheThemeNeeds() {
        let tokens = "{ \(requiredColors()), \"spacing\": { \"small\": { \"$type\": \"color\", \"$value\": \"#000000\" } } }"
        #expect(error(tokens) == "bad.tokens.json: spacing.small: is a color token; the theme needs dimension or number")
    }

    @Test func anUnknownFontFamilyNamesItAndTheFamiliesFound() {
        let tokens = """
            { \(requiredColors()), "fonts": { "body": { "$type": "typography", "$value": { "fontFamily": "Acme Sans",
              "fontSize": { "value": 17, "unit": "px" } } } } }
            """
        #expect(error(tokens).hasPrefix(
            "bad.tokens.json: fonts.body: fontFamily: unknown font family 'Acme Sans'; no font files were given (--fonts DIR); system families: system-ui"))
    }
}

/// The example token files in docs/examples read as the theme docs/design-tokens.md describes.
@Suite struct DesignTokenExampleTests {
    private var examples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/examples").path
    }

    /// docs/design-tokens.md's example of a design system with names of its own: the resolver
    /// reads Harbor's tokens, then its dark context, then an alias set that names each Trellis
    /// field after a Harbor token, so each alias resolves in the scheme's own tree.
    @Test func aDesignSystemsOwnNamesMapThroughAnAliasSet() throws {
        let theme = try Theme(designTokensFile: examples + "/harbor/harbor.resolver.json")
        #expect(theme.name == "Harbor")
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = EnvironmentValues()
        #expect(theme.colors.background.resolve(in: light).hexString == "#FCF8F2")
        #expect(theme.colors.text.resolve(in: light).hexString == "#101D34")
        #expect(theme.colors.subText.resolve(in: light).hexString == "#4A576E")
        #expect(theme.colors.tint.resolve(in: light).hexString == "#0A686B")
        #expect(theme.colors.background.resolve(in: dark).hexString == "#0B1220")
        #expect(theme.colors.text.resolve(in: dark).hexString == "#FCF8F2")
        #expect(theme.colors.tint.resolve(in: dark).hexString == "#5ECFCE")
        #expect(theme.spacing.small == 6)
        #expect(theme.spacing.large == 20)
    }

    @Test func theAcmeResolverGivesItsLightAndDarkColors() throws {
        let theme = try Theme(designTokensFile: examples + "/acme.resolver.json")
        #expect(theme.name == "Acme")
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(theme.colors.background.resolve(in: EnvironmentValues()).hexString == "#F5F7FF")
        #expect(theme.colors.background.resolve(in: dark).hexString == "#0E1526")
        // The dark tint is HSL, and primary aliases it inside the dark set.
        #expect(theme.colors.primary.resolve(in: dark) == theme.colors.tint.resolve(in: dark))
        #expect(theme.colors.tint.resolve(in: dark).hexString == "#7AA2FF")
        #expect(theme.fonts.title == .system(.headline))
    }
}
