/// The first line of a golden failure: where the golden first differs and how, so a test
/// report that shows one line (Swift Testing's issue line, a CI summary) shows what changed.
enum GoldenHeadline {
    /// `<golden path>:<line>: golden differs: "<golden's line>" is now "<actual line>"`, from a
    /// unified diff's first hunk; a line only one side has is shown as added or removed.
    static func mismatch(goldenPath: String, diff: String) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        var oldLine = 1
        var removed: Substring?
        var added: Substring?
        var changeLine: Int?
        var index = lines.startIndex
        // To the first hunk, whose header gives the golden's first line there ("@@ -12,7 +12,7 @@").
        while index < lines.endIndex, !lines[index].hasPrefix("@@ ") { index += 1 }
        if index < lines.endIndex {
            oldLine = Int(lines[index].dropFirst(4).prefix { $0.isNumber }) ?? 1
            index += 1
        }
        while index < lines.endIndex, lines[index].hasPrefix(" ") {
            oldLine += 1
            index += 1
        }
        if index < lines.endIndex, lines[index].hasPrefix("-") {
            removed = lines[index].dropFirst()
            changeLine = oldLine
            index += 1
            while index < lines.endIndex, lines[index].hasPrefix("-") { index += 1 }
        }
        if index < lines.endIndex, lines[index].hasPrefix("+") {
            added = lines[index].dropFirst()
            changeLine = changeLine ?? oldLine
        }
        let at = goldenPath + ":" + String(changeLine ?? 1) + ": golden differs: "
        switch (removed, added) {
        case let (old?, new?): return at + quoted(old) + " is now " + quoted(new)
        case let (old?, nil): return at + quoted(old) + " is gone"
        case let (nil, new?): return at + quoted(new) + " is new"
        case (nil, nil): return at + (diff.split(separator: "\n").first.map(String.init) ?? "")
        }
    }

    private static func quoted(_ line: Substring) -> String {
        let trimmed = line.drop { $0 == " " }
        let shown = trimmed.count > 120 ? String(trimmed.prefix(119)) + "…" : String(trimmed)
        return "\"" + shown + "\""
    }
}
