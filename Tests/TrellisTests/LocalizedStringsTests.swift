import Foundation
import Testing
@testable import Trellis

/// Reading strings files, naming what is wrong in a bad one, and how keys become format keys and
/// are filled.
@MainActor
struct LocalizedStringsTests {
    /// A fresh folder holding `files` (path → contents).
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-strings-" + UUID().uuidString)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    private func error(_ files: [String: String]) throws -> LocalizedStringsError? {
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try LocalizedStrings(directory: root)
            return nil
        } catch {
            return error
        }
    }

    private func text(_ text: Text, strings: LocalizedStrings, locale: String) -> String {
        var environment = EnvironmentValues()
        environment.localizedStrings = strings
        environment.locale = Locale(identifier: locale)
        return text.resolved(in: environment).root.texts[0].string
    }

    @Test func keysAreWrittenAsSwiftUIWritesThem() {
        let count = 3, name = "Ada", price = 2.5
        #expect(LocalizedStringKey("Plain").formatKey == "Plain")
        #expect(("\(count) items" as LocalizedStringKey).formatKey == "%lld items")
        #expect(("Hi \(name)" as LocalizedStringKey).formatKey == "Hi %@")
        #expect(("\(price)" as LocalizedStringKey).formatKey == "%lf")
        #expect(("\(price, specifier: "%.2f") off" as LocalizedStringKey).formatKey == "%.2f off")
        #expect(("100% of \(name)" as LocalizedStringKey).formatKey == "100%% of %@", "a literal % is doubled beside placeholders")
        #expect(("\(Date(timeIntervalSince1970: 0), format: .dateTime.year())" as LocalizedStringKey).formatKey == "%@")
    }

    @Test func placeholdersAreFilledByPositionAndInTheLocale() {
        var strings = LocalizedStrings()
        strings.add("%2$@ und %1$@", forKey: "%@ and %@", language: "de")
        strings.add("%lld Stück zu %.2f €", forKey: "%lld at %.2f", language: "de")
        let first = "A", second = "B", count = 1_000, price = 3.5
        #expect(text(Text("\(first) and \(second)"), strings: strings, locale: "de") == "B und A")
        #expect(text(Text("\(count) at \(price, specifier: "%.2f")"), strings: strings, locale: "de") == "1.000 Stück zu 3,50 €")
    }

    @Test func withoutStringsATextIsUnchanged() {
        let count = 1_000
        #expect(Text("\(count) items").resolved().root.texts[0].string == "1,000 items")
        #expect(Text("**Bold** key").resolved().root.texts[0].string == "Bold key")
        #expect(Text("100%").resolved().root.texts[0].string == "100%")
    }

    @Test func tablesAndMarkdownInTranslations() {
        var strings = LocalizedStrings()
        strings.add("**Fett**", forKey: "Bold", language: "de", table: "Styles")
        #expect(text(Text("Bold", tableName: "Styles"), strings: strings, locale: "de") == "Fett")
        #expect(text(Text("Bold"), strings: strings, locale: "de") == "Bold", "another table does not have it")
        let value = "*not emphasis*"
        strings.add("Wert: %@", forKey: "Value: %@", language: "de")
        #expect(text(Text("Value: \(value)"), strings: strings, locale: "de") == "Wert: *not emphasis*", "a value is never Markdown")
    }

    @Test func stringLocalizedLooksUpInTheScreensStrings() {
        struct Saved: View {
            var body: some View { Text(String(localized: "Saved")) }
        }
        var strings = LocalizedStrings()
        strings.add("Gespeichert", forKey: "Saved", language: "de")
        #expect(text(Text(verbatim: String(localized: "Saved")), strings: strings, locale: "de") == "Saved", "outside a resolution: no strings")
        var environment = EnvironmentValues()
        environment.localizedStrings = strings
        environment.locale = Locale(identifier: "de")
        #expect(Saved().resolved(in: environment).root.texts[0].string == "Gespeichert")
        #expect(String(localized: "Saved") == "Saved")
    }

    @Test func aStringsFileWithoutItsSemicolonNamesTheLine() throws {
        let found = try error(["de.lproj/Localizable.strings": "/* a */\n\"One\" = \"Eins\";\n\"Two\" = \"Zwei\"\n\"Three\" = \"Drei\";\n"])
        #expect(found?.description == "de.lproj/Localizable.strings:4: expected ';' after the value of 'Two', found '\"'")
    }

    @Test func anUnclosedStringNamesWhereItStarts() throws {
        let found = try error(["fr.lproj/Main.strings": "\"A\" = \"B\";\n\n\"C\" = \"never closed;\n// the end\n"])
        #expect(found?.file == "fr.lproj/Main.strings")
        #expect(found?.line == 3)
        #expect(found?.reason.contains("never closed") == true)
    }

    @Test func aCatalogThatIsNotJSONNamesTheFileAndLine() throws {
        let found = try error(["Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { oops }\n}\n"])
        #expect(found?.file == "Localizable.xcstrings")
        #expect(found?.reason.hasPrefix("is not valid JSON") == true)
        #expect(found?.line == 3)
    }

    @Test func aCatalogsBadPluralNamesTheKeyAndPlace() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld apples": {"localizations": {"de": {"variations": {"plural": {
              "single": {"stringUnit": {"state": "translated", "value": "%lld Apfel"}}}}}}}}}
            """
        let found = try error(["Shop.xcstrings": catalog])
        #expect(found?.description
            == "Shop.xcstrings: '%lld apples' › de › variations › plural: 'single' is not a plural category (zero, one, two, few, many, other)")
    }

    @Test func catalogsMustAgreeOnTheDevelopmentLanguage() throws {
        let found = try error([
            "A.xcstrings": #"{"sourceLanguage": "en", "strings": {}}"#,
            "B.xcstrings": #"{"sourceLanguage": "de", "strings": {}}"#,
        ])
        #expect(found?.file == "B.xcstrings")
        #expect(found?.reason.contains("sourceLanguage 'de'") == true)
    }

    @Test func aStringsDictWithoutOtherNamesTheVariable() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string></dict>
            </dict></dict></plist>
            """
        let found = try error(["en.lproj/Localizable.stringsdict": plist])
        #expect(found?.description == "en.lproj/Localizable.stringsdict: '%d files' › files: has no 'other' form, which every language needs")
    }

    @Test func aStringsDictThatIsNotAPlistSaysSo() throws {
        let found = try error(["en.lproj/Localizable.stringsdict": "<plist><dict><key>x</key>"])
        #expect(found?.file == "en.lproj/Localizable.stringsdict")
        #expect(found?.reason.hasPrefix("is not a property list") == true)
        #expect(found?.line == 1)
    }

    @Test func formatsSplitIntoTextAndPlaceholders() {
        let tokens = FormatToken.parse("%2$@ owes 100%% in %#@n@ (%-5.2lf)")
        #expect(tokens.count == 6)
        guard case .placeholder(let first) = tokens[0], case .substitution(let name, let position) = tokens[2],
              case .placeholder(let last) = tokens[4] else {
            Issue.record("\(tokens)")
            return
        }
        #expect(first.position == 2 && first.kind == .object)
        #expect(tokens[1] == .literal(" owes 100% in "))
        #expect(name == "n" && position == nil)
        #expect(last.floatingPointSpecifier == "%-5.2f")
    }
}
