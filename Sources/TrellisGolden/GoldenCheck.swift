import Foundation
import Trellis
import TrellisSite

/// Renders a suite's pages in every variant and compares them with the goldens in one folder:
/// the work behind `trellis check --golden DIR`.
///
/// Goldens are named `<page>.<theme>.<scheme>[.<size>][.<language>][.<canvas>].<ext>`, as the
/// assertions name them; the Dynamic Type size (`.accessibility3`) only when it is not `.large`,
/// the language (`.de`) only when it is not the development language.
/// Without `record`, nothing in the folder is written. With it, missing and changed goldens are
/// written and goldens of pages no longer in the suite are removed, except on CI (`CI=true`),
/// where recording is refused and nothing is touched (Jest's `--ci` does the same).
public struct GoldenCheck: Sendable {
    /// The folder the goldens are in, one file per page and variant.
    public var directory: String
    /// The formats each page is rendered in; by default every available one (dump, layout, HTML, SVG).
    public var formats: [GoldenFormat]
    /// The themes each page is rendered under; by default the built-in presets.
    public var themes: [Theme]
    /// The color schemes each page is rendered in; by default light and dark.
    public var colorSchemes: [ColorScheme]
    /// The screen sizes of the formats that depend on one (layout, HTML, SVG); the first also stands
    /// for the others in the formats that do not.
    public var canvases: [GoldenCanvas]
    /// The Dynamic Type sizes each page is resolved at (`--dynamic-type`), smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The languages each page is shown in (`--locale`), nil for the development language, whose
    /// goldens have no language in their names.
    public var localizations: [SiteLocalization?] = [nil]
    /// What the pages' keys are looked up in (`--strings DIR`); nil shows each key as written.
    public var strings: LocalizedStrings?
    /// Whether the check writes: missing and changed goldens are written and goldens no page
    /// produces are removed. Refused on CI.
    public var record: Bool
    /// How far the check follows the pages' controls (`--states`); `.none`, the default, checks
    /// each screen as it starts. Pages registered with a `SitePage` get a golden per state page.
    public var states: StateOptions

    /// Creates a check of the goldens in `directory`.
    ///
    /// - Parameters:
    ///   - directory: The golden folder (`trellis check --golden DIR`).
    ///   - formats: What each page is rendered as.
    ///   - themes: The themes to render under; names must give distinct file names.
    ///   - colorSchemes: The schemes to render in.
    ///   - canvases: The screen sizes for the formats that depend on one.
    ///   - record: Whether to write missing and changed goldens and remove obsolete ones.
    ///   - states: How far to follow each page's controls into pages of other states.
    public init(
        directory: String,
        formats: [GoldenFormat] = GoldenFormat.available,
        themes: [Theme] = Theme.all,
        colorSchemes: [ColorScheme] = ColorScheme.allCases,
        canvases: [GoldenCanvas] = [.phone],
        record: Bool = false,
        states: StateOptions = StateOptions(mode: .none)
    ) {
        self.states = states
        self.directory = directory
        self.formats = formats
        self.themes = themes
        self.colorSchemes = colorSchemes
        self.canvases = canvases
        self.record = record
    }

    /// Resolves every page on the main actor, renders and compares the goldens in parallel, and
    /// reports them in a fixed order.
    @MainActor
    public func run(
        _ suite: GoldenSuite, environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> GoldenCheckReport {
        let settings = GoldenEnvironment(environment)
        var isDirectory: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
        if record, settings.isCI {
            return GoldenCheckReport(usageError: "refusing to record goldens: CI=true, and goldens are never written on CI; record locally and commit them")
        }
        var variants = GoldenVariants(themes: themes, colorSchemes: colorSchemes, canvases: canvases, formats: formats)
        variants.dynamicTypeSizes = dynamicTypeSizes
        variants.localizations = localizations.isEmpty ? [nil] : localizations
        variants.strings = strings
        if let problem = variants.problem { return GoldenCheckReport(usageError: problem) }
        var names: Set<String> = []
        for page in suite.pages where !names.insert(GoldenFiles.component(page.name)).inserted {
            return GoldenCheckReport(usageError: "two pages are registered as '\(page.name)'; page names must be unique")
        }
        if suite.pages.isEmpty { return GoldenCheckReport(usageError: "no pages to check") }

        var jobs: [GoldenJob] = []
        for page in suite.pages {
            jobs += variants.jobs(stem: GoldenFiles.component(page.name), resolve: page.resolve)
            if states.mode != .none, let sitePage = page.sitePage {
                jobs += variants.stateJobs(stem: GoldenFiles.component(page.name), page: sitePage, states: states)
            }
        }
        let verifier = GoldenVerifier(
            mode: record ? .all : .never, refusal: nil, isCI: settings.isCI,
            artifactsFolder: settings.artifactsPath + "/check", howToRecord: .command)
        let directory = self.directory
        let results = await withTaskGroup(of: (Int, GoldenResult).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask {
                    (index, verifier.verify(job.screen, as: job.format.strategy, goldenPath: directory + "/" + job.fileName))
                }
            }
            var results = [GoldenResult?](repeating: nil, count: jobs.count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0! }
        }
        let expected = Set(jobs.map(\.fileName))
        let extensions = Set(formats.map(\.strategy.pathExtension))
        var obsolete = obsoleteGoldens(expected: expected, extensions: extensions)
        var removed: [String] = []
        if record {
            for name in obsolete where (try? FileManager.default.removeItem(atPath: directory + "/" + name)) != nil {
                removed.append(name)
            }
            obsolete.removeAll { removed.contains($0) }
        }
        var report = GoldenCheckReport(results: results, obsolete: obsolete, removed: removed, recorded: record)
        if !folderExists, !record { report.missingFolder = directory }
        return report
    }

    /// Files in the folder that look like goldens of a checked format but that no page produced.
    private func obsoleteGoldens(expected: Set<String>, extensions: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            !name.hasPrefix(".") && !expected.contains(name)
                && extensions.contains(URL(fileURLWithPath: name).pathExtension)
        }.sorted()
    }
}

/// What `GoldenCheck` found, as text for people and an exit code for scripts.
public struct GoldenCheckReport: Sendable {
    /// One result per golden, in a fixed order: page, theme, scheme, format, canvas.
    public var results: [GoldenResult]
    /// Golden files no page produced (left in place when not recording).
    public var obsolete: [String]
    /// Obsolete golden files that recording removed.
    public var removed: [String]
    /// A reason the check could not run at all.
    public var usageError: String?
    /// The golden folder, when it did not exist (and the check was not recording).
    public var missingFolder: String?
    var recorded: Bool

    init(results: [GoldenResult], obsolete: [String], removed: [String], recorded: Bool) {
        self.results = results
        self.obsolete = obsolete
        self.removed = removed
        self.recorded = recorded
    }

    init(usageError: String) {
        self.init(results: [], obsolete: [], removed: [], recorded: false)
        self.usageError = usageError
    }

    /// How many goldens ended with `status`.
    public func count(_ status: GoldenResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// 0 when every golden matched (or recording wrote what it should), 1 on any mismatch,
    /// missing golden or rendering error, 2 when the check could not run (bad arguments, or
    /// recording asked for on CI).
    public var exitCode: Int32 {
        if usageError != nil { return 2 }
        let failing: Set<GoldenResult.Status> = recorded ? [.error] : [.mismatched, .missing, .error]
        return results.contains { failing.contains($0.status) } ? 1 : 0
    }

    /// The failures with their diffs, then a summary line, then the obsolete files.
    public var text: String {
        if let usageError { return "trellis check: error: \(usageError)\n" }
        var out = ""
        for result in results where result.status != .matched {
            if recorded, result.status != .error {
                out += "\(result.status == .recordedNew ? "recorded" : "updated") \(result.goldenPath)\n"
            } else if let message = result.message {
                out += message + (message.hasSuffix("\n") ? "" : "\n") + "\n"
            }
        }
        if let missingFolder {
            out += "the golden folder \(missingFolder) does not exist; run trellis check --golden \(missingFolder) --record to create it\n"
        }
        let parts = [
            ("matched", count(.matched)), ("mismatched", count(.mismatched)), ("missing", count(.missing)),
            ("recorded", count(.recordedNew)), ("updated", count(.updated)), ("errors", count(.error)),
        ].filter { $0.1 > 0 || $0.0 == "matched" }
        out += "golden check: \(results.count) goldens, " + parts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
        for name in removed { out += "removed obsolete golden \(name)\n" }
        for name in obsolete { out += "obsolete golden (no page renders it; --record removes it): \(name)\n" }
        if exitCode == 1, !recorded {
            out += "FAILED: \(results.filter { $0.isFailure }.map { URL(fileURLWithPath: $0.goldenPath).lastPathComponent }.joined(separator: ", "))\n"
        }
        return out
    }
}
