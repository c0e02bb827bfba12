import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// A shop localized as apps are (Resources/: a String Catalog with plurals, substitutions and
/// device variations, and `.strings`/`.stringsdict` tables in German, Arabic, Japanese and
/// Russian), resolved and rendered in each language.
@MainActor @Suite struct LocalizedCorpusTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources")

    let strings: LocalizedStrings

    init() throws {
        strings = try LocalizedStrings(directory: Self.resources)
    }

    /// Every text of `view` resolved in `locale` with the shop's strings, in order.
    private func texts(_ view: some View, _ locale: String, pseudo: PseudoLanguage? = nil, strings: LocalizedStrings? = nil) -> [String] {
        var environment = EnvironmentValues()
        environment.localizedStrings = strings ?? self.strings
        environment.locale = Locale(identifier: locale)
        environment.pseudoLanguage = pseudo
        return Self.strings(of: view.resolved(in: environment))
    }

    /// The characters of every text in `tree`, in order.
    static func strings(of tree: ResolvedTree) -> [String] {
        tree.root.subtree(includingDestinations: false).compactMap { node in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    private func title(_ view: some View, _ locale: String) -> String? {
        var environment = EnvironmentValues()
        environment.localizedStrings = strings
        environment.locale = Locale(identifier: locale)
        return view.resolved(in: environment).title
    }

    @Test func theCatalogsLanguagesAreRead() {
        #expect(strings.developmentLanguage == "en")
        #expect(strings.languages == ["ar", "de", "en", "ja", "ru"])
        #expect(strings.tableNames == ["Legacy", "Localizable"])
    }

    @Test func germanStringsAppearWhereTheCatalogSays() {
        let german = texts(CartScreen(), "de")
        #expect(german.contains("Willkommen, Ada!"))
        #expect(german.contains("3 Artikel"))
        // `%.2f` in the German locale: a decimal comma.
        #expect(german.contains("Summe: 12,50"))
        #expect(german.contains("Ada hat 1 Foto in 2 Alben"))
        #expect(german.contains("Zum Öffnen tippen"))
        #expect(german.contains("Gespeichert"))
        #expect(german.contains("Hallo!"))
        #expect(german.contains("Zur Kasse"))
        #expect(title(CartScreen(), "de") == "Warenkorb")
    }

    @Test func theDevelopmentLanguageShowsItsOwnValues() {
        let english = texts(CartScreen(), "en_US")
        #expect(english.contains("Welcome, Ada!"))
        #expect(english.contains("3 items"))
        #expect(english.contains("Total: 12.50"))
        #expect(english.contains("Ada has 1 photo in 2 albums"))
        #expect(english.contains("Hello!"))
        #expect(texts(CartScreen(itemCount: 1), "en_US").contains("1 item"))
    }

    @Test func verbatimTextIsNeverTranslated() {
        // The bar's title is the screen's first text; the verbatim "Cart" is one of its own.
        let german = texts(CartScreen(), "de")
        #expect(german.first == "Warenkorb")
        #expect(german.dropFirst().contains("Cart"))
    }

    /// Arabic has six plural categories; each count picks its own form (CLDR: 0 zero, 1 one, 2 two,
    /// 3–10 few, 11–99 many, 100–102 other).
    @Test func arabicPicksEachOfItsSixForms() {
        // The bar's title is the first text, the greeting the second.
        func items(_ count: Int) -> String { texts(CartScreen(itemCount: count), "ar")[2] }
        #expect(items(0) == "لا عناصر")
        #expect(items(1) == "عنصر واحد")
        #expect(items(2) == "عنصران")
        #expect(items(3).hasSuffix(" عناصر"))
        #expect(items(11).hasSuffix(" عنصرًا"))
        #expect(items(100).hasSuffix(" عنصر"))
        #expect(items(103).hasSuffix(" عناصر"), "103 % 100 = 3 is few")
        func files(_ count: Int) -> String { texts(LegacySettingsScreen(files: count), "ar")[2] }
        #expect(files(2) == "ملفان")
        #expect(files(12).hasSuffix(" ملفًا"))
    }

    /// Russian's one, few and many, from the catalog and from a `.stringsdict`.
    @Test func russianPicksOneFewAndMany() {
        func items(_ count: Int) -> String { texts(CartScreen(itemCount: count), "ru")[2] }
        #expect(items(1) == "1 товар")
        #expect(items(2) == "2 товара")
        #expect(items(5) == "5 товаров")
        #expect(items(11) == "11 товаров")
        #expect(items(21) == "21 товар")
        #expect(items(22) == "22 товара")
        func files(_ count: Int) -> String { texts(LegacySettingsScreen(files: count), "ru")[2] }
        #expect(files(1) == "1 файл")
        #expect(files(3) == "3 файла")
        #expect(files(14) == "14 файлов")
    }

    /// Japanese orders the substitutions the other way round, by position.
    @Test func positionalArgumentsFollowTheTranslation() {
        #expect(texts(CartScreen(photos: 7, albums: 2), "ja").contains("Adaさんの2 個のアルバムに7 枚の写真"))
        #expect(texts(CartScreen(), "ja").contains("ようこそ、Adaさん！"))
    }

    @Test func theOlderFormatsAreReadWithTheirEscapes() {
        let german = texts(LegacySettingsScreen(), "de")
        #expect(german == ["Einstellungen", "Sie sagte \"Hallo\"\nund ging.", "5 Dateien", "Version"])
        // A UTF-16 file with a byte-order mark.
        #expect(texts(LegacySettingsScreen(), "ru")[0] == "Настройки")
    }

    /// A key a language lacks shows the development language's value, else the key, as iOS does,
    /// and is noted once.
    @Test func missingKeysFallBackAndAreListed() {
        let strings = try! LocalizedStrings(directory: Self.resources)
        let arabic = texts(CartScreen(), "ar", strings: strings)
        #expect(arabic.contains("Only in English"))
        // `greeting` has no Arabic value: the English one, not the key.
        #expect(arabic.contains("Hello!"))
        // No table has `farewell`: the resource's default value, with its argument.
        #expect(arabic.contains("Goodbye, Ada"))
        // The Legacy table has no Japanese `Version`, nor an English one: the key.
        #expect(texts(LegacySettingsScreen(), "ja", strings: strings)[3] == "Version")
        let missing = strings.takeMissingKeys()
        #expect(missing.contains(LocalizedStrings.MissingKey(key: "Only in English", table: "Localizable", language: "ar")))
        #expect(missing.contains(LocalizedStrings.MissingKey(key: "greeting", table: "Localizable", language: "ar")))
        #expect(missing.contains(LocalizedStrings.MissingKey(key: "Version", table: "Legacy", language: "ja")))
        #expect(!missing.contains { $0.language == "en" }, "the development language is never missing a key")
        #expect(strings.takeMissingKeys().isEmpty, "each miss is listed once")
    }

    @Test func pseudoLanguagesTransformEveryLocalizedString() {
        let none = LocalizedStrings()
        func text(_ pseudo: PseudoLanguage, _ index: Int) -> String {
            // After the bar's title.
            texts(CartScreen(), "en_US", pseudo: pseudo, strings: none)[index + 1]
        }
        #expect(text(.accented, 0) == "Ŵéĺçömé, Ada!", "the customer's name is a value, not the format's")
        #expect(text(.bounded, 0) == "[# Welcome, Ada! #]")
        #expect(text(.doubleLength, 0) == "Welcome, Welcome, Ada! !")
        #expect(text(.rightToLeft, 0) == "!adA ,emocleW")
        #expect(text(.accented, 1) == "3 îţémš", "m has no accented form in Latin-1 or Latin Extended-A")
        // Text(verbatim:) is left alone.
        #expect(texts(CartScreen(), "en_US", pseudo: .bounded, strings: none).contains("Cart"))
        // Without any strings at all, too.
        var environment = EnvironmentValues()
        environment.pseudoLanguage = .bounded
        #expect(Self.strings(of: Text("Checkout").resolved(in: environment)) == ["[# Checkout #]"])
    }

    /// Every language and a pseudo-language render to valid HTML and SVG, under names that do
    /// not collide.
    @Test func everyLanguageRendersValidPages() async {
        let rendering = await renderCorpus(
            [("cart", { AnyView(CartScreen()) }), ("settings", { AnyView(LegacySettingsScreen()) })],
            folder: "localized", strings: strings,
            localizations: [nil, .locale("de"), .locale("ar"), .locale("ja"), .locale("ru"), .pseudo(.accented)])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let names = Set(rendering.documents.keys)
        for name in ["marigold/cart.html", "marigold/cart.de.html", "marigold/cart.ar.html", "marigold/cart.ja.svg",
                     "marigold/cart.pseudo-accented.html", "marigold/settings.ru.html"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(rendering.documents["marigold/cart.de.html"]?.contains("Zur Kasse") == true)
        #expect(rendering.documents["marigold/cart.de.html"]?.contains("<html lang=\"de\">") == true)
        #expect(rendering.documents["marigold/cart.html"]?.contains("<html lang=\"en\">") == true)
    }

    /// Goldens per language: the development language keeps its name, German adds `.de`.
    @Test func goldensPerLanguage() {
        assertGolden(
            of: CartScreen(), as: [.layout], themes: [.marigold], strings: strings,
            localizations: [nil, .locale("de"), .locale("ja")])
    }
}
