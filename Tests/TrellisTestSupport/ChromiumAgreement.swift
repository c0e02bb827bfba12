import Foundation
import Testing

/// One node's frame as the layout engine decided it: an entry of `<page>.layout.json`, in the
/// canvas's coordinates.
struct LayoutEntry: Codable, Hashable, Sendable {
    var id: String
    var kind: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// A text's lines: what each shows, where it starts and its baseline on the canvas, its width.
    var lines: [LayoutLine]? = nil

    struct LayoutLine: Codable, Hashable, Sendable {
        var text: String
        var x: Double
        var baseline: Double
        var width: Double
    }

    var box: Box { Box(x: x, y: y, width: width, height: height) }

    /// The entries of a `<page>.layout.json` file.
    static func load(_ url: URL) throws -> [LayoutEntry] {
        try JSONDecoder().decode([LayoutEntry].self, from: Data(contentsOf: url))
    }
}

/// How far Chromium's boxes are from the engine's frames, node by node.
struct AgreementReport: Sendable, CustomStringConvertible {
    /// A node whose box and frame differ, with where it is.
    struct Mismatch: Hashable, Sendable {
        var page: String?
        var id: String
        var kind: String
        var engine: Box
        var browser: Box
        /// The largest of the four differences (x, y, width, height).
        var difference: Double
    }

    /// A node on one side only.
    struct Unmatched: Hashable, Sendable, CustomStringConvertible {
        var page: String?
        var id: String

        var description: String { page.map { "\($0) \(id)" } ?? id }
    }

    var tolerance: Double
    /// The page compared; nil for a combined report.
    var page: String?
    /// Nodes that have both a frame and an element.
    var compared = 0
    /// The largest difference seen in each of x, y, width and height, over all compared nodes.
    var largest = Box(x: 0, y: 0, width: 0, height: 0)
    /// The node with the largest difference, nil when nothing was compared.
    var worst: Mismatch?
    /// Every node over the tolerance, in the engine's order.
    var overTolerance: [Mismatch] = []
    /// Elements with a node id that the engine has no frame for: the two disagree about the tree.
    var withoutFrame: [Unmatched] = []
    /// Frames of nodes that should have an element of their own but have none.
    var withoutElement: [Unmatched] = []
    /// Frames of nodes not expected to have an element (merged into an outer one's).
    var notExpected = 0

    /// Every compared node within the tolerance, and the ids on both sides accounted for.
    var passed: Bool { overTolerance.isEmpty && withoutFrame.isEmpty && withoutElement.isEmpty }

    var description: String {
        func number(_ value: Double) -> String { String(format: "%.3f", value) }
        var lines = ["\(compared) nodes compared, tolerance \(number(tolerance)) px; largest difference "
            + "x \(number(largest.x)), y \(number(largest.y)), width \(number(largest.width)), height \(number(largest.height))"]
        if let worst {
            let page = worst.page.map { " on \($0)" } ?? ""
            lines.append("worst: \(worst.id) (\(worst.kind))\(page), off by \(number(worst.difference)): "
                + "engine \(worst.engine), chromium \(worst.browser)")
        }
        if overTolerance.count > 1 {
            lines.append("\(overTolerance.count) nodes over the tolerance: "
                + overTolerance.prefix(10).map { ($0.page.map { $0 + " " } ?? "") + $0.id }.joined(separator: ", ")
                + (overTolerance.count > 10 ? ", …" : ""))
        }
        if !withoutFrame.isEmpty {
            lines.append("\(withoutFrame.count) elements with no engine frame: " + Self.list(withoutFrame))
        }
        if !withoutElement.isEmpty {
            lines.append("\(withoutElement.count) frames with no element: " + Self.list(withoutElement))
        }
        return lines.joined(separator: "\n")
    }

    private static func list(_ nodes: [Unmatched]) -> String {
        nodes.prefix(20).map(\.description).joined(separator: ", ") + (nodes.count > 20 ? ", …" : "")
    }

    /// One report for many pages: sums, maxima, the worst node of all.
    static func combined(_ reports: [AgreementReport]) -> AgreementReport {
        var total = AgreementReport(tolerance: reports.map(\.tolerance).max() ?? 1)
        for report in reports {
            total.compared += report.compared
            total.notExpected += report.notExpected
            total.largest.x = max(total.largest.x, report.largest.x)
            total.largest.y = max(total.largest.y, report.largest.y)
            total.largest.width = max(total.largest.width, report.largest.width)
            total.largest.height = max(total.largest.height, report.largest.height)
            if let worst = report.worst, worst.difference > (total.worst?.difference ?? -1) { total.worst = worst }
            total.overTolerance += report.overTolerance
            total.withoutFrame += report.withoutFrame
            total.withoutElement += report.withoutElement
        }
        return total
    }
}

/// Compares the engine's frames with Chromium's boxes by id.
///
/// - Parameters:
///   - page: names the page in the report's mismatches.
///   - tolerance: the largest difference allowed in each of x, y, width and height, in px.
///   - expectsElement: whether a node must have an element of its own; a node whose wrapper was
///     merged into an outer node's element does not, and is only counted.
func compare(
    engine: [LayoutEntry], browser: [String: Box], page: String? = nil, tolerance: Double = 1,
    expectsElement: (LayoutEntry) -> Bool = { _ in true }
) -> AgreementReport {
    var report = AgreementReport(tolerance: tolerance, page: page)
    var framed = Set<String>()
    for entry in engine {
        framed.insert(entry.id)
        guard let box = browser[entry.id] else {
            if expectsElement(entry) {
                report.withoutElement.append(.init(page: page, id: entry.id))
            } else {
                report.notExpected += 1
            }
            continue
        }
        report.compared += 1
        let frame = entry.box
        let dx = abs(box.x - frame.x), dy = abs(box.y - frame.y)
        let dw = abs(box.width - frame.width), dh = abs(box.height - frame.height)
        report.largest.x = max(report.largest.x, dx)
        report.largest.y = max(report.largest.y, dy)
        report.largest.width = max(report.largest.width, dw)
        report.largest.height = max(report.largest.height, dh)
        let difference = max(dx, dy, dw, dh)
        let mismatch = AgreementReport.Mismatch(
            page: page, id: entry.id, kind: entry.kind, engine: frame, browser: box, difference: difference)
        if difference > (report.worst?.difference ?? -1) { report.worst = mismatch }
        if difference > tolerance { report.overTolerance.append(mismatch) }
    }
    // Sorted, since a dictionary's order differs between runs.
    report.withoutFrame = browser.keys.filter { !framed.contains($0) }.sorted(by: nodeOrder).map { .init(page: page, id: $0) }
    return report
}

/// Node ids in tree order: `n0.2` before `n0.10`, a parent before its children.
func nodeOrder(_ a: String, _ b: String) -> Bool {
    let left = a.dropFirst().split(separator: ".").map { Int($0) ?? -1 }
    let right = b.dropFirst().split(separator: ".").map { Int($0) ?? -1 }
    return left.lexicographicallyPrecedes(right)
}

/// Records the report as an issue unless it passed.
func expectAgreement(_ report: AgreementReport, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(report.passed, "\(report)", sourceLocation: sourceLocation)
}

/// The agreement of a batch of pages (HTML or SVG), each against the `<page>.layout.json` beside
/// it, measured in one Chromium: one report for all, the worst node named with its page. With a
/// `fixture`, the measurements come from it unless `TRELLIS_CHROMIUM` asks for Chromium.
func agreement(
    of pages: [URL], fixture: String? = nil, tolerance: Double = 1, expectsElement: (LayoutEntry) -> Bool = { _ in true }
) throws -> AgreementReport {
    let measured = try fixture.map { try ChromiumBoxFixtures.measure(pages, fixture: $0) } ?? ChromiumHarness.measure(pages)
    var reports: [AgreementReport] = []
    for (url, page) in zip(pages, measured) {
        try page.requireMeasured()
        let layout = url.deletingPathExtension().appendingPathExtension("layout.json")
        reports.append(compare(
            engine: try LayoutEntry.load(layout), browser: page.boxes, page: pageName(url),
            tolerance: tolerance, expectsElement: expectsElement))
    }
    return AgreementReport.combined(reports)
}

/// A page's folder and name (`marigold/home.html`): the gallery repeats names across themes.
func pageName(_ url: URL) -> String {
    url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
}
