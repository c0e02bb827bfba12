import Foundation
import Trellis
import Testing

/// A box in CSS px, in its screen's coordinates (origin at the canvas's top left).
struct Box: Codable, Hashable, Sendable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var description: String { "(x \(x), y \(y), w \(width), h \(height))" }
}

/// One line of a text as Chromium placed it: where it starts, its baseline and its width, without
/// the trailing spaces that hang past the line's end.
struct BrowserLine: Codable, Hashable, Sendable {
    var text: String
    var x: Double
    var baseline: Double
    var width: Double
}

/// An element whose id is a node path (`n0.1.2`), as `scripts/chromium-boxes.py` reports it.
struct BrowserNode: Codable, Hashable, Sendable {
    var id: String
    var tag: String
    /// Which `.trellis-screen` of the page holds it (always 0 for SVG, whose screen is the root).
    var screen: Int
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// For an `svg` element (a symbol), the union of its shapes' boxes: what it draws, which
    /// in SVG is also its box, and in HTML lies inside its CSS box.
    var drawn: Box?
    /// With `lines: true`, for an element that holds text.
    var lines: [BrowserLine]?

    var box: Box { Box(x: x, y: y, width: width, height: height) }
}

struct BrowserFont: Codable, Hashable, Sendable {
    var family: String
    var weight: String
    var style: String
    /// The FontFace's status: `unloaded` (the page never used it), `loaded` or `error`.
    var status: String
}

/// Everything measured on one page, or why it could not be.
struct BrowserPage: Codable, Sendable {
    var file: String
    var error: String?
    var kind: String?
    var screens: [Box]?
    var nodes: [BrowserNode]?
    /// Node ids outside every screen (HTML only); they have no screen coordinates.
    var unplaced: [String]?
    var duplicateIds: [String]?
    var fonts: [BrowserFont]?
    /// The boxes of the elements matching each `select` selector, in document order.
    var selected: [String: [Box]]?
    var screenshot: String?

    /// Each node's box by id.
    var boxes: [String: Box] {
        var boxes: [String: Box] = [:]
        for node in nodes ?? [] { boxes[node.id] = node.box }
        return boxes
    }
}

enum ChromiumHarnessError: Error, CustomStringConvertible {
    /// chromium (or python3) is not installed: the caller skips, except on CI.
    case unavailable(String)
    /// The harness itself failed (Chromium would not start or stopped answering).
    case failed(status: Int32, message: String)
    /// A page could not be measured, or was measured with a font that failed to load.
    case page(file: String, reason: String)

    var description: String {
        switch self {
        case .unavailable(let message):
            "chromium harness unavailable: \(message)" + (ChromiumHarness.isRequired ? " (required: CI=true)" : "")
        case .failed(let status, let message): "scripts/chromium-boxes.py exited \(status): \(message)"
        case .page(let file, let reason): "\(file): \(reason)"
        }
    }
}

/// Runs `scripts/chromium-boxes.py`: one headless Chromium for a whole batch of pages.
enum ChromiumHarness {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/chromium-boxes.py")

    /// CI installs chromium (unless told not to with CI_CHROMIUM=false, as `.ci/run` reads it),
    /// so there a missing browser is a failure, not a reason to skip.
    static var isRequired: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" && environment["CI_CHROMIUM"] != "false"
    }
    static var isInstalled: Bool { executable("chromium") != nil && executable("python3") != nil }
    /// For `.enabled(if:)` on the suites that need Chromium itself (screenshots, the DOM, the
    /// harness): run when asked for with `TRELLIS_CHROMIUM=live` (or `record`) and chromium is
    /// here, and always on CI so that its absence fails. A plain `swift test` leaves them out:
    /// the agreement suites compare with Chromium's recorded boxes instead (`ChromiumBoxFixtures`).
    static var shouldRun: Bool { (ChromiumBoxFixtures.source != .fixtures && isInstalled) || isRequired }
    static let skipMessage: Comment = "runs Chromium: set TRELLIS_CHROMIUM=live with chromium on PATH (always on CI)"

    /// Measures `files` (HTML or SVG) in one Chromium, returning each page's entry in order,
    /// failed pages included (their `error` says why).
    ///
    /// - Parameters:
    ///   - lines: also report each text's lines.
    ///   - select: CSS selectors whose matches' boxes are reported too.
    ///   - screenshots: a folder for one PNG of each page's screen, at scale 1.
    ///   - chromium: the browser to run, for tests of the harness itself.
    static func measure(
        _ files: [URL], lines: Bool = false, select: [String] = [], screenshots: URL? = nil,
        timeout: Double = 30, chromium: String? = nil
    ) throws -> [BrowserPage] {
        guard let python = executable("python3") else { throw ChromiumHarnessError.unavailable("python3 is not on PATH") }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-boxes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = [script.path, "--output", output.path, "--timeout", String(timeout)]
        if lines { arguments.append("--lines") }
        for selector in select { arguments += ["--select", selector] }
        if let screenshots { arguments += ["--screenshot-dir", screenshots.path] }
        if let chromium { arguments += ["--chromium", chromium] }
        arguments += files.map(\.path)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        let status = process.terminationStatus
        if status == 77 { throw ChromiumHarnessError.unavailable(message.trimmingCharacters(in: .whitespacesAndNewlines)) }
        // Status 1 with a report means some pages failed; their entries say why.
        guard status == 0 || status == 1, let data = FileManager.default.contents(atPath: output.path) else {
            throw ChromiumHarnessError.failed(status: status, message: message)
        }
        struct Report: Decodable { var pages: [BrowserPage] }
        return try JSONDecoder().decode(Report.self, from: data).pages
    }
}

/// Each node's box on each page, by id, measured in one Chromium. Throws when Chromium is
/// missing (`ChromiumHarnessError.unavailable`), when a page failed to load or to measure, when
/// a font failed to load (the boxes would be the fallback font's), or when a page repeats an id.
func chromiumBoxes(for files: [URL]) throws -> [URL: [String: Box]] {
    var result: [URL: [String: Box]] = [:]
    for (file, page) in zip(files, try ChromiumHarness.measure(files)) {
        try page.requireMeasured()
        result[file] = page.boxes
    }
    return result
}

extension BrowserPage {
    /// Throws unless the page was measured completely, with its fonts.
    func requireMeasured() throws {
        if let error { throw ChromiumHarnessError.page(file: file, reason: error) }
        let broken = (fonts ?? []).filter { $0.status == "error" }
        if !broken.isEmpty {
            let names = broken.map { "\($0.family) \($0.weight)" }.joined(separator: ", ")
            throw ChromiumHarnessError.page(file: file, reason: "fonts failed to load: \(names)")
        }
        if let duplicates = duplicateIds, !duplicates.isEmpty {
            throw ChromiumHarnessError.page(file: file, reason: "ids used twice: \(duplicates.joined(separator: ", "))")
        }
    }
}
