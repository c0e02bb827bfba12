import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisValidation
@testable import TrellisGolden
@testable import TrellisTesting

/// The assertion core against goldens in a temporary folder: naming, record modes, CI, artifacts.
@MainActor @Suite struct GoldenAssertionTests {
    let folder = TemporaryFolder()
    var goldens: String { folder.path + "/goldens" }
    /// One call site for the whole test, as a test that re-checks one golden would have.
    let site = callSite()

    func check(
        _ view: some View, as formats: [GoldenFormat] = [.dump], themes: [Theme] = [.default],
        schemes: [ColorScheme] = [.light], canvases: [GoldenCanvas] = [.phone],
        record: GoldenRecordMode? = nil, _ variables: [String: String] = [:], site: GoldenCallSite? = nil
    ) -> [GoldenResult] {
        verifyGoldens(
            of: view, as: formats, named: nil, themes: themes, colorSchemes: schemes, canvases: canvases,
            record: record, goldenDirectory: goldens, environment: testEnvironment(folder, variables),
            testName: "badge()", site: site ?? self.site)
    }

    @Test func eachVariantIsOneFileNamedByTestThemeSchemeCanvasAndFormat() {
        let results = check(Badge(title: "Hi"), as: [.dump], themes: Theme.all, schemes: [.light, .dark],
                            canvases: [.phone, .desktop])
        // The dump does not depend on the canvas, so there is one per theme and scheme.
        #expect(results.map { URL(fileURLWithPath: $0.goldenPath).lastPathComponent } == [
            "badge.system.light.dump", "badge.system.dark.dump", "badge.marigold.light.dump",
            "badge.marigold.dark.dump", "badge.sunflower.light.dump", "badge.sunflower.dark.dump",
            "badge.brinjal.light.dump", "badge.brinjal.dark.dump",
        ])
        let html = check(Badge(title: "Hi"), as: [.html, .dump], schemes: [.dark], canvases: [.phone, .tablet, .desktop])
        #expect(html.map { URL(fileURLWithPath: $0.goldenPath).lastPathComponent } == [
            "badge.system.dark.phone.html", "badge.system.dark.tablet.html", "badge.system.dark.desktop.html",
            "badge.system.dark.dump",
        ])
        #expect(folder.read("goldens/badge.brinjal.dark.dump") == """
            screen theme=Brinjal scheme=dark background=#3A2E00
              padding 16 16 16 16
                vstack alignment=center spacing=4
                  text "Hi" font=Inter 17/20.29+1.71 w400 color=#E8C6FF
                  text "Brinjal" font=Inter 17/20.29+1.71 w400 color=#D9A6F5

            """)
    }

    @Test func missingWritesTheGoldenAndFailsThenTheNextRunPasses() throws {
        let first = check(Badge(title: "Hi"), record: .missing)
        #expect(first.map(\.status) == [.recordedNew])
        #expect(first[0].isFailure)
        #expect(first[0].message?.hasPrefix("recorded new golden \(goldens)/badge.system.light.dump") == true)
        let second = check(Badge(title: "Hi"), record: .missing)
        #expect(second.map(\.status) == [.matched])
        #expect(!second[0].isFailure)
    }

    @Test func aMismatchFailsWithADiffAndArtifactsAndLeavesTheGoldenAlone() throws {
        _ = check(Badge(title: "Hi"), record: .missing)
        let golden = folder.read("goldens/badge.system.light.dump")
        let results = check(Badge(title: "Hello"), record: .missing)
        #expect(results.map(\.status) == [.mismatched])
        #expect(folder.read("goldens/badge.system.light.dump") == golden)
        let artifacts = folder.path + "/artifacts/GoldenAssertionTests"
        let message = try #require(results[0].message)
        // The first line says where the golden first differs and how.
        let headline: String = "\(goldens)/badge.system.light.dump:4: golden differs: "
            + #""text "Hi" font=Inter 17/20.29+1.71 w400 color=#000000" is now "#
            + #""text "Hello" font=Inter 17/20.29+1.71 w400 color=#000000""#
        #expect(message.hasPrefix(headline + "\n"
            + "actual: \(artifacts)/badge.system.light.actual.dump\n"
            + "golden copy: \(artifacts)/badge.system.light.golden.dump\n"
            + "diff: \(artifacts)/badge.system.light.dump.diff\n"))
        #expect(message.hasSuffix("""
            --- \(goldens)/badge.system.light.dump
            +++ \(artifacts)/badge.system.light.actual.dump
            @@ -1,5 +1,5 @@
             screen theme=System scheme=light background=#FFFFFF
               padding 16 16 16 16
                 vstack alignment=center spacing=4
            -      text "Hi" font=Inter 17/20.29+1.71 w400 color=#000000
            +      text "Hello" font=Inter 17/20.29+1.71 w400 color=#000000
                   text "System" font=Inter 17/20.29+1.71 w400 color=#3C3C43@0.6

            """))
        #expect(folder.read("artifacts/GoldenAssertionTests/badge.system.light.actual.dump")?.contains("\"Hello\"") == true)
        #expect(folder.read("artifacts/GoldenAssertionTests/badge.system.light.golden.dump") == golden)
        #expect(folder.read("artifacts/GoldenAssertionTests/badge.system.light.dump.diff") == results[0].diff)
    }

    @Test(arguments: [GoldenRecordMode.failed, .all])
    func failedAndAllRewriteAChangedGoldenAndFailOnce(mode: GoldenRecordMode) {
        _ = check(Badge(title: "Hi"), record: .missing)
        let update = check(Badge(title: "Hello"), record: mode)
        #expect(update.map(\.status) == [.updated])
        #expect(update[0].isFailure)
        #expect(folder.read("goldens/badge.system.light.dump")?.contains("\"Hello\"") == true)
        #expect(check(Badge(title: "Hello"), record: mode).map(\.status) == [.matched])
    }

    @Test func neverWritesNothingAndAMissingGoldenFailsWithItsActualOutputAsAnArtifact() {
        let results = check(Badge(title: "Hi"), record: .never)
        #expect(results.map(\.status) == [.missing])
        #expect(results[0].message?.contains("no golden at \(goldens)/badge.system.light.dump (record mode 'never')") == true)
        #expect(folder.files() == ["artifacts/GoldenAssertionTests/badge.system.light.actual.dump"])
    }

    @Test(arguments: [nil, GoldenRecordMode.missing, .all, .failed])
    func onCINoGoldenIsEverWritten(argument: GoldenRecordMode?) {
        for variables in [["CI": "true"], ["CI": "true", "TRELLIS_RECORD": "all"]] {
            let missing = check(Badge(title: "Hi"), themes: Theme.all, record: argument, variables)
            #expect(missing.allSatisfy { $0.status == .missing && $0.isFailure })
            #expect(!FileManager.default.fileExists(atPath: goldens))
        }
        // A golden that exists and differs stays as it was.
        try? folder.write("stale\n", to: "goldens/badge.system.light.dump")
        let mismatch = check(Badge(title: "Hi"), record: argument, ["CI": "true", "TRELLIS_RECORD": "failed"])
        #expect(mismatch.map(\.status) == [.mismatched])
        #expect(mismatch[0].message?.contains("goldens are not written on CI") == true)
        #expect(folder.read("goldens/badge.system.light.dump") == "stale\n")
    }

    @Test func onCIAMatchingGoldenStillFailsWhenTheTestAskedToRecord() {
        _ = check(Badge(title: "Hi"), record: .missing)
        #expect(check(Badge(title: "Hi"), ["CI": "true"]).map(\.isFailure) == [false])
        let forgotten = check(Badge(title: "Hi"), record: .all, ["CI": "true"])
        #expect(forgotten.map(\.status) == [.matched])
        #expect(forgotten[0].message == "recording refused: the record argument asks for 'all', but CI=true and goldens are never written on CI")
    }

    @Test func aBadRecordVariableFailsTheAssertionWithoutWriting() {
        let results = check(Badge(title: "Hi"), ["TRELLIS_RECORD": "yes"])
        #expect(results.map(\.status) == [.error])
        #expect(results[0].message?.hasPrefix("TRELLIS_RECORD='yes' is not a record mode") == true)
        #expect(folder.files().isEmpty)
    }

    @Test func svgGoldensAreTheValidDocumentTheEmitterWritesAndCatchAChange() throws {
        let first = check(Badge(title: "Hi"), as: [.svg], record: .missing)
        #expect(first.map(\.status) == [.recordedNew])
        let golden = try #require(folder.read("goldens/badge.system.light.phone.svg"))
        #expect(Validator().validate(golden, as: .svg).isValid)
        #expect(golden.contains(">Hi</text>"))
        #expect(check(Badge(title: "Hi"), as: [.svg], record: .missing).map(\.status) == [.matched])
        let changed = check(Badge(title: "Ho"), as: [.svg], record: .missing)
        #expect(changed.map(\.status) == [.mismatched])
        #expect(changed[0].message?.contains("+") == true)
    }

    @Test func emptyOrDuplicateVariantListsAreErrors() {
        #expect(check(Badge(title: "Hi"), themes: []).first?.message == "no themes to check; pass at least one (themes: [.default])")
        #expect(check(Badge(title: "Hi"), schemes: [.dark, .dark]).first?.message == "the color scheme 'dark' is listed twice")
    }

    @Test func twoCallSitesCannotShareAGolden() {
        let site1 = check(Badge(title: "Hi"), site: callSite(line: 1))
        let site2 = check(Badge(title: "Hi"), site: callSite(line: 2))
        #expect(site1.map(\.status) == [.recordedNew])
        #expect(site2.map(\.status) == [.error])
        #expect(site2[0].message?.contains("is already checked by the assertion at TrellisTestingTests/GoldenAssertionTests.swift:1;") == true)
    }

    @Test func writesLeaveNoTemporaryFilesBehind() {
        _ = check(Badge(title: "Hi"), themes: Theme.all, schemes: ColorScheme.allCases)
        #expect(folder.files().count == 8)
        #expect(folder.files().allSatisfy { !$0.contains(".tmp") && !$0.contains("/.") })
    }

    @Test func theGenericStrategyPullsBackAndNamesItsFile() {
        let upper = Snapshotting<String, String>.lines(pathExtension: "txt") { $0.uppercased() }
        let lengths: Snapshotting<[String], String> = upper.pullback { $0.joined(separator: "\n") + "\n" }
        let site = callSite()
        func run(_ value: [String]) -> [GoldenResult] {
            verifyGolden(of: .success(value), as: lengths, named: "Words list", record: .missing, goldenDirectory: goldens,
                         environment: testEnvironment(folder), testName: "testWords()", site: site)
        }
        #expect(run(["a", "b"]).map(\.status) == [.recordedNew])
        #expect(folder.read("goldens/testWords.Words-list.txt") == "A\nB\n")
        #expect(run(["a", "b"]).map(\.status) == [.matched])
        #expect(run(["a", "c"]).first?.diff?.contains("-B\n+C\n") == true)
    }

    @Test func goldensSitBesideTheTestFileInAFolderNamedAfterIt() {
        #expect(GoldenFiles.directory(forTestFile: "/repo/Tests/AppTests/SettingsTests.swift")
            == "/repo/Tests/AppTests/__Goldens__/SettingsTests")
        #expect(GoldenFiles.component("test_thing(with:arguments:)") == "test_thing")
        #expect(GoldenFiles.component("`has spaces` é") == "-has-spaces---")
    }
}
