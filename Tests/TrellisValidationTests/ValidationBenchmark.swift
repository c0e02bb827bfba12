import Foundation
import Testing
@testable import TrellisValidation

/// Times the validator against xmllint on the same files. Off by default; run with scripts/bench-validation.sh
/// (a release build), which sets TRELLIS_BENCHMARK=1.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK"] == "1"), .serialized)
struct ValidationBenchmark {
    static let count = Int(ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK_COUNT"] ?? "") ?? 300
    static let runs = 3

    /// A screen-sized SVG: nested groups of rows, each a background, a label and an icon, about 60 KB.
    static func svg(_ seed: Int) -> String {
        var rows = ""
        for row in 0..<120 {
            let y = row * 44 + seed % 7
            rows += """
                  <g transform="translate(16 \(y))" clip-path="url(#clip-\(row))">
                    <rect x="0" y="0" width="358" height="44" rx="10" ry="10" fill="#F2F2F7"/>
                    <text x="12" y="27" font-family="DejaVu Sans" font-size="17" fill="#000000">Row \(row) of \(seed)</text>
                    <path d="M340 16L346 22L340 28" stroke="#8E8E93" stroke-width="2" fill="none"/>
                  </g>

                """
        }
        var clips = ""
        for row in 0..<120 { clips += "    <clipPath id=\"clip-\(row)\"><rect width=\"358\" height=\"44\"/></clipPath>\n" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="390" height="5300" viewBox="0 0 390 5300">
              <title>Screen \(seed)</title>
              <defs>
            \(clips)  </defs>
            \(rows)</svg>

            """
    }

    /// A page like the emitter's: head, navigation, a list of rows as nested flex divs, about 60 KB.
    static func html(_ seed: Int) -> String {
        var rows = ""
        for row in 0..<120 {
            rows += """
                <li class="r"><a href="detail-\(row).html"><div class="h s\(row % 5)"><span class="t">Row \(row) of \(seed)</span>\
                <div class="sp"></div><svg xmlns="http://www.w3.org/2000/svg" width="8" height="14" viewBox="0 0 8 14" aria-hidden="true">\
                <path d="M1 1L7 7L1 13" stroke="#8E8E93" stroke-width="2" fill="none"/></svg></div></a></li>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>Screen \(seed)</title>
            <link rel="stylesheet" href="assets/trellis.css" type="text/css"/>
            <style>.h { display: flex; gap: 8px; } .sp { flex: 1 1 0; }</style>
            </head>
            <body class="theme-marigold">
            <header><nav><h1>Screen \(seed)</h1></nav></header>
            <main><ul class="list">
            \(rows)</ul></main>
            </body>
            </html>

            """
    }

    @Test(arguments: [DocumentKind.svg, .html])
    func validatorAgainstXmllint(kind: DocumentKind) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-\(kind.rawValue)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for seed in 0..<Self.count {
            let path = directory.appendingPathComponent("doc-\(seed).\(kind.rawValue)").path
            try (kind == .svg ? Self.svg(seed) : Self.html(seed)).write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        let bytes = paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }

        let validator = Validator()  // loads the DTD and schemas, as xmllint does before its first file
        var allValid = true
        // The machine is shared: the best of three runs is the least disturbed one, for both sides.
        let ours = (0..<Self.runs).map { _ in
            ContinuousClock().measure {
                for path in paths {
                    let data = FileManager.default.contents(atPath: path)!
                    allValid = validator.validate(data, as: kind).isValid && allValid
                }
            }
        }.min()!
        #expect(allValid)

        let schemas = Bundle.module.bundleURL.deletingLastPathComponent()
            .appendingPathComponent("Trellis_TrellisValidation.resources/Schemas").path
        let rng = "\(schemas)/trellis-\(kind.rawValue).rng"
        let reference: [String] = kind == .svg
            ? ["--noout", "--nonet", "--dtdvalid", Validator.svgDTDPath]
            : ["--noout", "--nonet", "--relaxng", rng]
        let sameWork: [[String]] = kind == .svg
            ? [["--noout", "--nonet", "--dtdvalid", Validator.svgDTDPath, "--relaxng", rng]]
            : [["--noout", "--nonet", "--relaxng", rng], ["--html", "--noout", "--nonet"]]
        let referenceTime = try (0..<Self.runs).map { _ in try Self.xmllint(reference, paths) }.min()!
        let sameWorkTime = try sameWork.map { options in
            try (0..<Self.runs).map { _ in try Self.xmllint(options, paths) }.min()!
        }.reduce(.zero, +)

        func ms(_ duration: Duration) -> String {
            String(format: "%.0f ms", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
        }
        let line = "\(kind.rawValue): \(paths.count) files, \(bytes / 1024) KiB. Validator \(ms(ours)); "
            + "xmllint \(reference.joined(separator: " ")) \(ms(referenceTime)) (ratio \(String(format: "%.2f", ours / referenceTime))); "
            + "xmllint doing the same checks \(ms(sameWorkTime)) (ratio \(String(format: "%.2f", ours / sameWorkTime)))"
        print("BENCHMARK " + line)
        try (line + "\n").write(toFile: FileManager.default.temporaryDirectory.path + "/trellis-bench-\(kind.rawValue).txt",
                                atomically: true, encoding: .utf8)
    }

    /// One xmllint process over all the files, so its DTD or schema is parsed once, as ours is.
    /// Its messages go to a file: the HTML parser complains about every HTML5 tag, which would fill a pipe.
    static func xmllint(_ options: [String], _ paths: [String]) throws -> Duration {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-xmllint.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = options + paths
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        let elapsed = try ContinuousClock().measure {
            try process.run()
            process.waitUntilExit()
        }
        if !options.contains("--html") {
            let messages = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 0, "xmllint \(options): \(messages.prefix(500))")
        }
        return elapsed
    }
}
