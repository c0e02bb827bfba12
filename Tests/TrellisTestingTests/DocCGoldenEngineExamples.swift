import Foundation
import Testing
import Trellis
import TrellisGolden

// The code blocks of the TrellisGolden DocC catalog (Sources/TrellisGolden/TrellisGolden.docc),
// compiled and run: each region between a `// DocC: <article>` mark and `// DocC: end` is one of
// the article's ```swift blocks, in order, which `theEngineArticlesShowTheCodeTheTestsRun`
// checks. The goldens they write go to a temporary folder; nothing here is committed.

// DocC: GoldenChecks.md
struct ProfileCard: View {
    var name: String

    var body: some View {
        VStack(spacing: 4) {
            Text(name).font(.headline)
            Text("Member since 2024").foregroundStyle(.secondary)
        }
        .padding()
    }
}

let profileSuite = GoldenSuite()
    .registering("profile") { ProfileCard(name: "Ada") }
    .registering("profile-long-name") { ProfileCard(name: "Ada Lovelace, Countess of Lovelace") }
// DocC: end

// DocC: GoldenChecks.md
@MainActor func checkProfiles(
    in folder: String, record: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
) async -> GoldenCheckReport {
    let check = GoldenCheck(
        directory: folder, formats: [.dump, .svg], themes: [.marigold], colorSchemes: [.light, .dark],
        record: record)
    return await check.run(profileSuite, environment: environment)
}
// DocC: end

// DocC: GoldenChecks.md
extension GoldenFormat {
    /// Only the words on the screen, one text per line: a golden that changes when the copy does.
    static let words = GoldenFormat(
        name: "words",
        strategy: .lines(pathExtension: "words") { screen in
            screen.tree.root.subtree().compactMap { node -> String? in
                if case .text(let text) = node.kind { return text.string + "\n" }
                return nil
            }.joined()
        },
        dependsOnCanvas: false)
}
// DocC: end

@MainActor @Suite struct DocCGoldenEngineExamples {
    let folder = TemporaryFolder()
    var goldens: String { folder.path + "/goldens" }
    /// Artifacts in the test's folder, and no CI variable, so recording is allowed on any machine.
    var environment: [String: String] { ["TRELLIS_ARTIFACTS": folder.path + "/artifacts"] }

    @Test func theEngineArticlesShowTheCodeTheTestsRun() throws {
        try expectArticles(in: "Sources/TrellisGolden/TrellisGolden.docc", showRegionsOf: #filePath)
    }

    @Test func theArticlesCheckRecordsNamesEachVariantThenMatches() async throws {
        let missing = await checkProfiles(in: goldens, environment: environment)
        #expect(missing.exitCode == 1)
        #expect(missing.count(.missing) == 8)

        let recorded = await checkProfiles(in: goldens, record: true, environment: environment)
        #expect(recorded.exitCode == 0)
        #expect(recorded.count(.recordedNew) == 8)
        // The file names the article lists: the dump once per theme and scheme, the SVG per canvas too.
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
            "profile-long-name.marigold.dark.dump", "profile-long-name.marigold.dark.phone.svg",
            "profile-long-name.marigold.light.dump", "profile-long-name.marigold.light.phone.svg",
            "profile.marigold.dark.dump", "profile.marigold.dark.phone.svg",
            "profile.marigold.light.dump", "profile.marigold.light.phone.svg",
        ])

        let clean = await checkProfiles(in: goldens, environment: environment)
        #expect(clean.exitCode == 0)
        #expect(clean.text == "golden check: 8 goldens, 8 matched\n")
    }

    @Test func anSVGMismatchLeavesTheTextDiffAndThreePicturesAsTheArticleSays() async throws {
        _ = await checkProfiles(in: goldens, record: true, environment: environment)
        let name = "profile.marigold.light.phone.svg"
        let golden = try #require(folder.read("goldens/" + name))
        try folder.write(golden.replacingOccurrences(of: ">Ada<", with: ">Bob<"), to: "goldens/" + name)

        let report = await checkProfiles(in: goldens, environment: environment)
        #expect(report.exitCode == 1)
        #expect(report.results.filter(\.isFailure).map(\.goldenPath) == [goldens + "/" + name])
        let message = try #require(report.results.first { $0.isFailure }?.message)
        #expect(message.hasPrefix(goldens + "/" + name + ":"))
        let artifacts = folder.path + "/artifacts/check/profile.marigold.light.phone"
        for file in [".actual.svg", ".golden.svg", ".svg.diff", ".golden.png", ".actual.png", ".difference.png"] {
            #expect(FileManager.default.fileExists(atPath: artifacts + file), "no artifact \(artifacts + file)")
        }
        #expect(message.contains("pixels differ, in magenta"))
    }

    @Test func theWordsFormatWritesEachTextOfTheScreenOnItsOwnLine() async throws {
        let check = GoldenCheck(directory: goldens, formats: [.words], themes: [.marigold], colorSchemes: [.light], record: true)
        let report = await check.run(profileSuite, environment: environment)
        #expect(report.exitCode == 0)
        #expect(folder.read("goldens/profile.marigold.light.words") == "Ada\nMember since 2024\n")
        #expect(folder.read("goldens/profile-long-name.marigold.light.words") == "Ada Lovelace, Countess of Lovelace\nMember since 2024\n")
    }
}
