import Foundation
import Testing
import Trellis
@testable import TrellisCLI
@testable import TrellisSite
@testable import TrellisTestSupport

/// `--locale` and `--strings`: a run renders each language its strings have, lists the keys a
/// language lacks once, lets the index switch languages, and refuses bad strings files.
@MainActor @Suite struct CommandLocaleTests {
    /// German and Japanese strings for the sample pages; Japanese lacks "More" and "Details".
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Hello": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
                                      "ja": {"stringUnit": {"state": "translated", "value": "こんにちは"}}}},
          "More": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}}},
          "Greeting": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Begrüßung"}},
                                         "ja": {"stringUnit": {"state": "translated", "value": "あいさつ"}}}},
          "Details": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einzelheiten"}}}}
        }}
        """

    private func strings(_ files: [String: String] = ["Localizable.xcstrings": catalog]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, contents) in files {
            let url = URL(fileURLWithPath: folder.path + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder
    }

    private func run(_ arguments: [String]) async -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput)
        return (await command.run(arguments: ["render", "--theme", "system"] + arguments), captured)
    }

    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func eachLanguageGetsItsOwnPages() async throws {
        let folder = try strings()
        let out = try TemporaryDirectory()
        let (status, output) = await run(["-q", "--out", out.path, "--strings", folder.path, "--locale", "de,ja"])
        #expect(status == 0, "\(output.standardError)")
        let pages = visibleFiles(out.path).keys.filter { $0.hasPrefix("system/") && $0.hasSuffix(".html") }.sorted()
        #expect(pages == [
            "system/greeting--details.de.html", "system/greeting--details.ja.html",
            "system/greeting.de.html", "system/greeting.ja.html",
        ])
        let german = read(out.path + "/system/greeting.de.html")
        #expect(german.contains(">Hallo<") && german.contains("Mehr") && german.contains("Begrüßung"))
        #expect(german.contains("<html lang=\"de\">"))
        #expect(read(out.path + "/system/greeting--details.de.html").contains("Einzelheiten"))
        // Japanese lacks two keys: shown in English, and listed once.
        #expect(read(out.path + "/system/greeting.ja.html").contains("More"))
        #expect(output.standardError.contains(
            "trellis render: warning: 2 keys have no translation and show the development language's value or the key:\n  ja: 'Details', 'More'"))
    }

    @Test func allRendersTheDevelopmentLanguageAndEveryOtherAndTheIndexSwitchesThem() async throws {
        let folder = try strings()
        let out = try TemporaryDirectory()
        let (status, output) = await run(["-q", "--out", out.path, "--strings", folder.path, "--locale", "all"])
        #expect(status == 0, "\(output.standardError)")
        let files = visibleFiles(out.path).keys
        for page in ["system/greeting.html", "system/greeting.de.html", "system/greeting.ja.html"] {
            #expect(files.contains(page), "\(page)")
        }
        let index = read(out.path + "/index.html")
        #expect(index.contains("<nav class=\"theme-picker\" aria-label=\"Language\">"))
        #expect(index.contains("<label for=\"language-de\">German (de)</label>"))
        #expect(index.contains("#theme-system:checked ~ #language-ja:checked ~ main .theme-section-system-ja-light-phone { display: block; }"))
        // A page links the same screen in the other languages.
        #expect(read(out.path + "/system/greeting.de.html").contains("href=\"greeting.ja.html\""))
    }

    @Test func aPseudoLanguageNeedsNoStrings() async throws {
        let out = try TemporaryDirectory()
        let (status, output) = await run(["-q", "--out", out.path, "--locale", "pseudo-bounded,pseudo-accented"])
        #expect(status == 0, "\(output.standardError)")
        #expect(read(out.path + "/system/greeting.pseudo-bounded.html").contains("[# Hello #]"))
        #expect(read(out.path + "/system/greeting.pseudo-accented.html").contains("Ĥéĺĺö"))
    }

    @Test func stringsBesideTheAssetsAreFound() async throws {
        let folder = try strings(["Localizable.xcstrings": Self.catalog, "Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1, \"author\": \"xcode\"}}"])
        let out = try TemporaryDirectory()
        let (status, output) = await run(["-q", "--out", out.path, "--assets", folder.path + "/Assets.xcassets", "--locale", "de"])
        #expect(status == 0, "\(output.standardError)")
        #expect(read(out.path + "/system/greeting.de.html").contains(">Hallo<"))
    }

    @Test func aBadStringsFileStopsTheRunNamingItsLine() async throws {
        let folder = try strings(["de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\"\n\"More\" = \"Mehr\";\n"])
        let out = try TemporaryDirectory()
        let (status, output) = await run(["-q", "--out", out.path + "/site", "--strings", folder.path, "--locale", "de"])
        #expect(status == 1)
        #expect(output.standardError.contains(
            "trellis render: error: --strings: \(folder.path)/de.lproj/Localizable.strings:2: expected ';' after the value of 'Hello', found '\"'"))
        #expect(!FileManager.default.fileExists(atPath: out.path + "/site"))
    }

    @Test func anUnknownLocaleIsAUsageError() async throws {
        let (status, output) = await run(["--locale", "german!"])
        #expect(status == 2)
        #expect(output.standardError.contains("unknown --locale value 'german!'"))
        #expect(output.standardError.contains("pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl"))
    }

    @Test func goldensAreCheckedPerLanguage() async throws {
        let folder = try strings()
        let goldens = try TemporaryDirectory()
        let captured = CapturedOutput()
        let status = await CheckCommand.run(
            ["--golden", goldens.path, "--record", "--format", "dump", "--theme", "system", "--color-scheme", "light",
             "--strings", folder.path, "--locale", "en,de"],
            pages: [greetingPage], output: captured.commandOutput, environment: [:])
        #expect(status == 0, "\(captured.standardError)\(captured.standardOutput)")
        let names = visibleFiles(goldens.path).keys.sorted()
        #expect(names == ["greeting.system.light.de.dump", "greeting.system.light.dump"])
        #expect(read(goldens.path + "/greeting.system.light.de.dump").contains("Hallo"))
        #expect(!read(goldens.path + "/greeting.system.light.dump").contains("Hallo"))
    }
}
