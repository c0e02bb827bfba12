import Foundation
import Trellis
import TrellisCLI
import TrellisGallery
import TrellisSite
import TrellisValidation

/// The gallery as `trellis render` publishes it, end to end (validation of its pages: see
/// ValidationBenchmark).
@MainActor
struct SiteBenchmarks {
    let measurement: Measurement
    let scratch: String
    /// The release `trellis` binary; nil skips the command-line figure.
    let trellisBinary: String?
    let htmlSchema: String
    let processSamples: Int

    /// The command as the `trellis` executable wires it, run in-process.
    var commandLine: TrellisCommandLine {
        TrellisCommandLine(
            pages: Gallery.pages.map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) },
            check: { document, path in
                let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
                return report.isValid ? nil : report.formatted(documentName: path)
            },
            output: CommandOutput(standardOutput: { _ in }, standardError: { _ in }))
    }

    /// `trellis render` end to end, beside copying the folder it writes (the same bytes written).
    func render(into table: inout ResultTable) async throws -> String {
        let output = scratch + "/site"
        let status = await commandLine.run(arguments: ["render", "--out", output, "--quiet"])
        guard status == 0 else { throw ProcessTiming.Failure(description: "trellis render exited with \(status)") }
        let pages = Self.htmlFiles(in: output)
        guard let cp = ProcessTiming.which("cp") else { return output }

        var inProcess: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<processSamples {
            let start = clock.now
            let status = await commandLine.run(arguments: ["render", "--out", output, "--quiet"])
            inProcess.append(clock.now - start)
            precondition(status == 0)
        }
        let copy = try Self.timeCopy(cp, output, to: scratch + "/copy", samples: processSamples)
        table.add(ResultRow(
            name: "trellis render (in-process)", count: pages.count, unit: "pages",
            median: Measurement.median(inProcess), baseline: copy, baselineName: "cp -r of the site it writes",
            note: "\(Gallery.pages.count) screens × 3 themes + index, validated"))

        if let trellisBinary {
            let command = try ProcessTiming.median(
                samples: processSamples, trellisBinary, ["render", "--out", scratch + "/site-cli", "--quiet"])
            table.add(ResultRow(
                name: "trellis render (release binary)", count: pages.count, unit: "pages",
                median: command, baseline: copy, baselineName: "cp -r of the site it writes",
                note: "process launch to exit"))
        }
        return output
    }

    private static func timeCopy(_ cp: String, _ source: String, to destination: String, samples: Int) throws -> Duration {
        var times: [Duration] = []
        for _ in 0...samples {
            try? FileManager.default.removeItem(atPath: destination)
            times.append(try ProcessTiming.run(cp, ["-r", source, destination]))
        }
        return Measurement.median(Array(times.dropFirst()))
    }

    /// Every `.html` page a reader finds under `directory`, sorted, so the set and its order are
    /// fixed. The site's entries are links into `.trellis/`, so this follows links and skips
    /// `.trellis/` itself (which would count every page twice).
    nonisolated static func htmlFiles(in directory: String) -> [String] {
        var files: [String] = []
        func walk(_ folder: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".trellis") {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { walk(path) } else if name.hasSuffix(".html") { files.append(path) }
            }
        }
        walk(directory)
        return files.sorted()
    }
}
