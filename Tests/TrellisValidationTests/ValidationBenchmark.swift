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
        // The machine is shared, so CPU time (user + system) is the figure that means something; wall time is
        // shown beside it. Each side gets its best of three runs.
        let ours = (0..<Self.runs).map { _ in
            Self.measure {
                for path in paths {
                    let data = FileManager.default.contents(atPath: path)!
                    allValid = validator.validate(data, as: kind).isValid && allValid
                }
            }
        }.min { $0.cpu < $1.cpu }!
        #expect(allValid)

        // xmllint reads the repository's schema files, which the validator's built-in copies must equal.
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("schemas").path
        let rng = "\(schemas)/trellis-\(kind.rawValue).rng"
        let reference: [String] = kind == .svg
            ? ["--noout", "--nonet", "--dtdvalid", Validator.svgDTDPath]
            : ["--noout", "--nonet", "--relaxng", rng]
        let sameWork: [[String]] = kind == .svg
            ? [["--noout", "--nonet", "--dtdvalid", Validator.svgDTDPath, "--relaxng", rng]]
            : [["--noout", "--nonet", "--relaxng", rng], ["--html", "--noout", "--nonet"]]
        let referenceTime = try Self.best { try Self.xmllint(reference, paths) }
        let sameWorkTime = try sameWork.map { options in try Self.best { try Self.xmllint(options, paths) } }
            .reduce(Timing(cpu: 0, wall: 0)) { Timing(cpu: $0.cpu + $1.cpu, wall: $0.wall + $1.wall) }

        func describe(_ timing: Timing) -> String {
            String(format: "%.0f ms CPU (%.0f ms wall)", timing.cpu * 1000, timing.wall * 1000)
        }
        let line = "\(kind.rawValue): \(paths.count) files, \(bytes / 1024) KiB. Validator \(describe(ours)); "
            + "xmllint \(reference.joined(separator: " ").replacingOccurrences(of: schemas + "/", with: "")) "
            + "\(describe(referenceTime)), ratio \(String(format: "%.2f", ours.cpu / referenceTime.cpu)); "
            + "xmllint doing the same checks \(describe(sameWorkTime)), ratio \(String(format: "%.2f", ours.cpu / sameWorkTime.cpu))"
        print("BENCHMARK " + line)
        try (line + "\n").write(toFile: FileManager.default.temporaryDirectory.path + "/trellis-bench-\(kind.rawValue).txt",
                                atomically: true, encoding: .utf8)
    }

    struct Timing {
        var cpu: Double
        var wall: Double
    }

    static func best(_ run: () throws -> Timing) rethrows -> Timing {
        try (0..<runs).map { _ in try run() }.min { $0.cpu < $1.cpu }!
    }

    /// CPU time of this thread (the validations run on it, one after another) and wall time.
    static func measure(_ body: () -> Void) -> Timing {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        let wall = ContinuousClock().measure(body)
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        let cpu = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        return Timing(cpu: cpu, wall: Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
    }

    /// One xmllint process over all the files, so its DTD or schema is parsed once, as ours is; its CPU time
    /// comes from /usr/bin/time. Messages go to a file: the HTML parser complains about every HTML5 tag, which
    /// would fill a pipe.
    static func xmllint(_ options: [String], _ paths: [String]) throws -> Timing {
        let directory = FileManager.default.temporaryDirectory
        let log = directory.appendingPathComponent("trellis-bench-xmllint.log")
        let times = directory.appendingPathComponent("trellis-bench-time.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%U %S %e", "-o", times.path, "/usr/bin/xmllint"] + options + paths
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        process.waitUntilExit()
        if !options.contains("--html") {
            let messages = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 0, "xmllint \(options): \(messages.prefix(500))")
        }
        let fields = try String(contentsOf: times, encoding: .utf8).split(whereSeparator: \.isWhitespace)
            .compactMap { Double($0) }
        return Timing(cpu: fields[0] + fields[1], wall: fields[2])
    }
}
