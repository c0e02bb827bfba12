import Foundation
@testable import TrellisRender

/// Chromium's measurements of the agreement suites' pages, recorded once so that the suites
/// compare the engine with Chromium without starting it: most of what they check needs only the
/// boxes and lines Chromium gives a page, and the same page always gets the same ones.
///
/// Each fixture (`Tests/TrellisAgreementTests/Fixtures/<name>.json`) keeps, for every page it
/// measured, the page's name and a hash of its bytes. A test renders its pages as before and
/// reads the fixture only if every page is byte for byte the one recorded; otherwise it fails,
/// naming the page and the command that records the fixtures again (`scripts/record-chromium-boxes.sh`).
///
/// `TRELLIS_CHROMIUM` chooses where the measurements come from:
/// - unset: the fixtures;
/// - `live`: Chromium, measuring now (what CI runs besides the fixtures, so a newer Chromium that
///   places things otherwise is found);
/// - `record`: Chromium, and each fixture is written again from what it measured.
enum ChromiumBoxFixtures {
    enum Source: String { case fixtures, live, record }

    static var source: Source {
        switch ProcessInfo.processInfo.environment["TRELLIS_CHROMIUM"] {
        case "live": .live
        case "record": .record
        default: .fixtures
        }
    }

    static let recordCommand = "scripts/record-chromium-boxes.sh"
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TrellisAgreementTests/Fixtures")

    /// What `ChromiumHarness.measure` returns for `files`, from the fixture `name` unless
    /// `TRELLIS_CHROMIUM` asks for Chromium. A fixture has no screenshots, so `screenshots` is
    /// used only when Chromium measures.
    static func measure(
        _ files: [URL], fixture name: String, lines: Bool = false, select: [String] = [], screenshots: URL? = nil
    ) throws -> [BrowserPage] {
        let pages = try files.map { try RecordedPage(file: $0) }
        switch source {
        case .live:
            return try ChromiumHarness.measure(files, lines: lines, select: select, screenshots: screenshots)
        case .record:
            let measured = try ChromiumHarness.measure(files, lines: lines, select: select, screenshots: screenshots)
            try write(Fixture(lines: lines, select: select, pages: zip(pages, measured).map { page, report in
                var page = page
                page.nodes = report.nodes
                page.measured = report
                page.measured?.file = page.page
                page.measured?.nodes = nil
                page.measured?.screenshot = nil
                return page
            }), name: name)
            return measured
        case .fixtures:
            let fixture = try read(name)
            let problem = fixture.problem(for: pages, lines: lines, select: select)
            if let problem { throw ChromiumBoxFixtureError.stale(fixture: name, problem) }
            return zip(files, fixture.pages).map { file, recorded in recorded.report(for: file) }
        }
    }

    /// One page of a fixture: its name, the hash of the bytes measured, and what Chromium reported.
    struct RecordedPage: Codable {
        /// The page's folder and name (`marigold/home.html`), as reports name it.
        var page: String
        /// 13 base-36 digits of the 64-bit FNV-1a hash of the file's bytes.
        var hash: String
        /// Chromium's report of the page but its nodes, which the fixture writes one a line.
        var measured: BrowserPage?
        var nodes: [BrowserNode]?

        init(file: URL) throws {
            page = pageName(file)
            hash = ClassRegistry.digest(String(decoding: try Data(contentsOf: file), as: UTF8.self), digits: 13)
        }

        /// Chromium's report, as the harness returned it for `file`.
        func report(for file: URL) -> BrowserPage {
            var report = measured ?? BrowserPage(file: file.path)
            report.file = file.path
            report.nodes = nodes
            return report
        }
    }

    struct Fixture: Codable {
        var recordedBy = ChromiumBoxFixtures.recordCommand
        var chromium = ChromiumBoxFixtures.chromiumVersion
        var lines: Bool
        var select: [String]
        var pages: [RecordedPage]

        /// Why the fixture does not hold the measurements of `pages` with these options, or nil.
        func problem(for current: [RecordedPage], lines: Bool, select: [String]) -> String? {
            if lines != self.lines || select != self.select {
                return "it was recorded with lines \(self.lines), select \(self.select); the test asks for lines \(lines), select \(select)"
            }
            let recorded = pages.map(\.page), now = current.map(\.page)
            if recorded != now {
                let missing = now.filter { !recorded.contains($0) }, gone = recorded.filter { !now.contains($0) }
                return "its pages differ from the test's: not recorded \(missing), no longer rendered \(gone)"
                    + (missing.isEmpty && gone.isEmpty ? ", or in another order" : "")
            }
            let changed = zip(pages, current).filter { $0.hash != $1.hash }.map(\.1.page)
            if !changed.isEmpty {
                return "\(changed.count) of its \(pages.count) pages changed since it was recorded: "
                    + changed.prefix(10).joined(separator: ", ") + (changed.count > 10 ? ", …" : "")
            }
            return nil
        }
    }

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name + ".json") }

    static func read(_ name: String) throws -> Fixture {
        guard let data = FileManager.default.contents(atPath: url(name).path) else {
            throw ChromiumBoxFixtureError.stale(fixture: name, "there is no \(url(name).lastPathComponent)")
        }
        return try JSONDecoder().decode(Fixture.self, from: data)
    }

    /// Writes the fixture with one node per line, so a diff shows which boxes moved.
    static func write(_ fixture: Fixture, name: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        var out = "{\n\"recordedBy\": \(try json(fixture.recordedBy)),\n\"chromium\": \(try json(fixture.chromium)),\n"
        out += "\"lines\": \(fixture.lines),\n\"select\": \(try json(fixture.select)),\n\"pages\": [\n"
        out += try fixture.pages.map { page in
            "{\"page\": \(try json(page.page)), \"hash\": \(try json(page.hash)),\n\"measured\": \(try json(page.measured)),\n"
                + "\"nodes\": " + (try page.nodes.map { "[\n" + (try $0.map(json).joined(separator: ",\n")) + "\n]" } ?? "null") + "}"
        }.joined(separator: ",\n")
        out += "\n]\n}\n"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(out.utf8).write(to: url(name), options: .atomic)
    }

    static let chromiumVersion: String = {
        guard let chromium = executable("chromium"), let version = try? run(chromium, ["--version"]) else { return "unknown" }
        return version.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}

enum ChromiumBoxFixtureError: Error, CustomStringConvertible {
    case stale(fixture: String, String)

    var description: String {
        switch self {
        case .stale(let fixture, let problem):
            "the Chromium box fixture \(fixture) no longer matches the pages: \(problem). Record the fixtures again with "
                + "\(ChromiumBoxFixtures.recordCommand) (Chromium and python3 on PATH), read the diff and commit it"
        }
    }
}
