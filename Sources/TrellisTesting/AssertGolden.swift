import Foundation
@_exported import TrellisGolden
import Trellis
import TrellisSite

/// Checks `value`, rendered by `strategy`, against the golden file
/// `__Goldens__/<test file>/<test name>[.<name>].<ext>` beside the test, and records a failure at
/// the caller's line when they differ, when the golden is missing, or when one was written.
///
/// - Parameters:
///   - value: the value to render; an error it throws is reported as the test's failure.
///   - strategy: how the value becomes the golden's contents, and how two of them are compared.
///   - name: tells apart several goldens in one test (required then; two call sites may not share
///     a file).
///   - record: overrides `TRELLIS_RECORD`; ignored on CI, where nothing is written.
///   - goldenDirectory: a folder to use instead of the one derived from `#filePath`.
///   - fileID: the caller's file, for the failure's location; leave the default.
///   - filePath: the caller's file path, which the golden folder is found from; leave the default.
///   - testName: the test's name, which names the golden file; leave the default.
///   - line: the caller's line, where a failure is reported; leave the default.
///   - column: the caller's column, where a failure is reported; leave the default.
public func assertGolden<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: GoldenRecordMode? = nil,
    goldenDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = GoldenCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    check(at: site) { environment in
        verifyGolden(
            of: Result { try value() }, as: strategy, named: name, record: record,
            goldenDirectory: goldenDirectory, environment: environment, testName: testName, site: site)
    }
}

/// Checks a view's goldens in every combination of the formats, themes, color schemes, languages
/// and canvases asked for. Each combination is one golden file,
/// `<test name>[.<name>].<theme>.<scheme>[.<language>].<canvas>.<ext>` (the canvas is left out for
/// formats that do not depend on it, such as the dump; the language for the development
/// language), and each failing one is reported on its own. `strings` are what the view's keys are
/// looked up in, in each of `localizations` (`[nil, .locale("de")]`: the development language and German).
///
/// ```swift
/// @Test @MainActor func settings() {
///     assertGolden(of: SettingsView(), as: [.html, .dump],
///                  themes: Theme.all, colorSchemes: [.light, .dark], record: .missing)
/// }
/// ```
///
/// The function is not isolated, so a plain XCTest method calls it as it is (`func testBadge()`;
/// swift-corelibs-xctest cannot run a `@MainActor` test method on Linux). The view is still built
/// and resolved on the main actor, as SwiftUI builds views: in place when the caller is on it
/// (every XCTest method on Linux runs on the main thread), else on it while the caller waits.
public func assertGolden<Content: View>(
    of view: @autoclosure @MainActor () -> Content,
    as formats: [GoldenFormat] = [.dump],
    named name: String? = nil,
    themes: [Theme] = [.default],
    colorSchemes: [ColorScheme] = [.light],
    canvases: [GoldenCanvas] = [.phone],
    strings: LocalizedStrings? = nil,
    localizations: [SiteLocalization?] = [nil],
    record: GoldenRecordMode? = nil,
    goldenDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = GoldenCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    check(at: site) { environment in
        MainActorBridge.run {
            verifyGoldens(
            of: view(), as: formats, named: name, themes: themes, colorSchemes: colorSchemes,
            canvases: canvases, strings: strings, localizations: localizations, record: record, goldenDirectory: goldenDirectory,
            environment: environment, testName: testName, site: site)
        }
    }
}

/// What both assertions do around their check: verify against the process's environment
/// (record mode, CI) and report each failing golden on its own at the caller's line.
private func check(at site: GoldenCallSite, _ verify: (GoldenEnvironment) -> [GoldenResult]) {
    let results = verify(GoldenEnvironment(ProcessInfo.processInfo.environment))
    for result in results where result.isFailure { GoldenReporter.fail(result.message ?? "", at: site) }
}

/// The framework-free core of `assertGolden(of:as:…)` for views: resolves each theme and scheme
/// once, renders each format and canvas, and verifies each golden.
@MainActor
func verifyGoldens<Content: View>(
    of view: Content,
    as formats: [GoldenFormat],
    named name: String?,
    themes: [Theme],
    colorSchemes: [ColorScheme],
    canvases: [GoldenCanvas],
    strings: LocalizedStrings? = nil,
    localizations: [SiteLocalization?] = [nil],
    record: GoldenRecordMode?,
    goldenDirectory: String?,
    environment: GoldenEnvironment,
    testName: String,
    site: GoldenCallSite
) -> [GoldenResult] {
    let (directory, stem) = goldenLocation(goldenDirectory, testName: testName, name: name, site: site)
    var variants = GoldenVariants(themes: themes, colorSchemes: colorSchemes, canvases: canvases, formats: formats)
    variants.strings = strings
    variants.localizations = localizations.isEmpty ? [nil] : localizations
    if let problem = variants.problem {
        return [GoldenResult(goldenPath: directory + "/" + stem, status: .error, message: problem)]
    }
    let jobs = variants.jobs(stem: stem) { environment in view.resolved(in: environment) }
    return verify(jobs, in: directory, record: record, environment: environment, testName: testName, site: site)
}

func verifyGolden<Value, Format>(
    of value: Result<Value, any Error>,
    as strategy: Snapshotting<Value, Format>,
    named name: String?,
    record: GoldenRecordMode?,
    goldenDirectory: String?,
    environment: GoldenEnvironment,
    testName: String,
    site: GoldenCallSite
) -> [GoldenResult] {
    let (directory, stem) = goldenLocation(goldenDirectory, testName: testName, name: name, site: site)
    let path = directory + "/" + stem + "." + strategy.pathExtension
    guard let verifier = makeVerifier(record: record, environment: environment, site: site) else {
        return [GoldenResult(goldenPath: path, status: .error, message: environment.recordModeError?.description)]
    }
    if let collision = claim(path, at: site) { return [collision] }
    switch value {
    case .success(let value): return [verifier.verify(value, as: strategy, goldenPath: path)]
    case .failure(let error):
        return [GoldenResult(goldenPath: path, status: .error, message: "cannot make the value to check: \(error)")]
    }
}

/// The folder of a call site's goldens and the stem every file name there starts with,
/// `<test name>[.<name>]`: one naming rule for single values and for views' variants.
private func goldenLocation(
    _ goldenDirectory: String?, testName: String, name: String?, site: GoldenCallSite
) -> (directory: String, stem: String) {
    let directory = goldenDirectory ?? GoldenFiles.directory(forTestFile: site.filePathString)
    let stem = GoldenFiles.component(testName) + (name.map { "." + GoldenFiles.component($0) } ?? "")
    return (directory, stem)
}

private func verify(
    _ jobs: [GoldenJob], in directory: String, record: GoldenRecordMode?, environment: GoldenEnvironment,
    testName: String, site: GoldenCallSite
) -> [GoldenResult] {
    guard let verifier = makeVerifier(record: record, environment: environment, site: site) else {
        return [GoldenResult(goldenPath: directory, status: .error, message: environment.recordModeError?.description)]
    }
    return jobs.map { job in
        let path = directory + "/" + job.fileName
        if let collision = claim(path, at: site) { return collision }
        return verifier.verify(job.screen, as: job.format.strategy, goldenPath: path)
    }
}

private func makeVerifier(record: GoldenRecordMode?, environment: GoldenEnvironment, site: GoldenCallSite) -> GoldenVerifier? {
    if record == nil, environment.recordModeError != nil { return nil }
    let (mode, refusal) = environment.effectiveMode(argument: record)
    return GoldenVerifier(
        mode: mode, refusal: refusal, isCI: environment.isCI,
        artifactsFolder: environment.artifactsPath + "/" + GoldenFiles.testFileName(site.filePathString))
}

/// Claims `path` for the assertion at `site`; when another assertion already checks that file,
/// the error that says so (two assertions writing one golden would overwrite each other).
private func claim(_ path: String, at site: GoldenCallSite) -> GoldenResult? {
    guard let owner = GoldenNameRegistry.shared.claim(path, by: "\(site.fileID):\(site.line)") else { return nil }
    return GoldenResult(
        goldenPath: path, status: .error,
        message: "the golden \(path) is already checked by the assertion at \(owner); give each assertion in a test its own name with named:")
}
