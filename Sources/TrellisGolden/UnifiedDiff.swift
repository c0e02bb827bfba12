/// A unified diff of two texts, line by line, in the form `diff -u` and `patch` use.
///
/// A final line without a newline is a different line from the same text with one, and is
/// marked `\ No newline at end of file`, so a golden that lost its last newline shows up.
struct UnifiedDiff {
    private let oldLines: [Substring]
    private let newLines: [Substring]
    private let oldEndsWithNewline: Bool
    private let newEndsWithNewline: Bool
    private let context: Int
    let steps: [EditStep]

    init(golden: String, actual: String, context: Int = 3) {
        let (oldLines, oldEndsWithNewline) = Self.lines(of: golden)
        let (newLines, newEndsWithNewline) = Self.lines(of: actual)
        // Number the distinct lines so the diff compares integers, not strings.
        var numbers: [LineKey: Int] = [:]
        func number(_ lines: [Substring], endsWithNewline: Bool) -> [Int] {
            lines.indices.map { index in
                let key = LineKey(text: lines[index], isLastWithoutNewline: !endsWithNewline && index == lines.count - 1)
                if let known = numbers[key] { return known }
                numbers[key] = numbers.count
                return numbers.count - 1
            }
        }
        let old = number(oldLines, endsWithNewline: oldEndsWithNewline)
        let new = number(newLines, endsWithNewline: newEndsWithNewline)
        self.oldLines = oldLines
        self.newLines = newLines
        self.oldEndsWithNewline = oldEndsWithNewline
        self.newEndsWithNewline = newEndsWithNewline
        self.context = context
        steps = LineDiff.steps(old: old, new: new)
    }

    private struct LineKey: Hashable {
        var text: Substring
        var isLastWithoutNewline: Bool
    }

    private static func lines(of text: String) -> ([Substring], Bool) {
        if text.isEmpty { return ([], true) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    /// Counts of lines removed and added.
    var changeCounts: (removed: Int, added: Int) {
        var removed = 0, added = 0
        for step in steps {
            switch step {
            case .delete: removed += 1
            case .insert: added += 1
            case .keep: break
            }
        }
        return (removed, added)
    }

    func render(labels: DiffLabels) -> String {
        var out = "--- \(labels.golden)\n+++ \(labels.actual)\n"
        for hunk in hunks() { render(hunk, into: &out) }
        return out
    }

    /// Ranges of `steps` to print: each change with `context` unchanged steps around it,
    /// merged when their contexts touch (at most 2·context unchanged lines between changes).
    private func hunks() -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, step) in steps.enumerated() {
            if case .keep = step { continue }
            let around = max(0, index - context)..<min(steps.count, index + 1 + context)
            if let last = hunks.last, last.upperBound >= around.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, around.upperBound)
            } else {
                hunks.append(around)
            }
        }
        return hunks
    }

    private func render(_ hunk: Range<Int>, into out: inout String) {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var body = ""
        for step in steps[hunk] {
            switch step {
            case .keep(let o, let n):
                oldStart = oldStart ?? o; newStart = newStart ?? n
                oldCount += 1; newCount += 1
                line(" ", newLines[n], isLast: n == newLines.count - 1 && !newEndsWithNewline, into: &body)
            case .delete(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                line("-", oldLines[o], isLast: o == oldLines.count - 1 && !oldEndsWithNewline, into: &body)
            case .insert(let n):
                newStart = newStart ?? n
                newCount += 1
                line("+", newLines[n], isLast: n == newLines.count - 1 && !newEndsWithNewline, into: &body)
            }
        }
        // A side with no lines in the hunk is numbered after the line before it, as GNU diff does.
        let oldFirst = oldStart.map { $0 + 1 } ?? firstLine(of: hunk, old: true)
        let newFirst = newStart.map { $0 + 1 } ?? firstLine(of: hunk, old: false)
        out += "@@ -\(range(oldFirst, oldCount)) +\(range(newFirst, newCount)) @@\n"
        out += body
    }

    /// The number of the line before the hunk on one side, for an empty range.
    private func firstLine(of hunk: Range<Int>, old: Bool) -> Int {
        var count = 0
        for step in steps[..<hunk.lowerBound] {
            switch step {
            case .keep: count += 1
            case .delete: if old { count += 1 }
            case .insert: if !old { count += 1 }
            }
        }
        return count
    }

    private func range(_ first: Int, _ count: Int) -> String {
        count == 1 ? "\(first)" : "\(first),\(count)"
    }

    private func line(_ marker: String, _ text: Substring, isLast: Bool, into out: inout String) {
        out += marker
        out += text
        out += "\n"
        if isLast { out += "\\ No newline at end of file\n" }
    }
}
