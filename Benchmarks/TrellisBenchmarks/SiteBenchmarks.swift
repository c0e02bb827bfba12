import Foundation
import Trellis
import TrellisGallery
import TrellisRender
import TrellisValidation

/// The gallery as `trellis render` publishes it: the whole command, and the validation of every
/// page it writes against libxml2's own command-line tool.
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

    /// `Validator` on every page of the site vs. `xmllint --noout --relaxng` on the same files.
    ///
    /// xmllint's per-document time excludes its launch and schema compilation: it is the difference
    /// between a run over every page `repeats + 1` times and a run over every page once, divided by
    /// the extra documents. That leaves parsing and validating, the work `Validator` does per call.
    func validation(site: String, repeats: Int, into table: inout ResultTable) throws {
        let paths = Self.htmlFiles(in: site)
        let documents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let validator = Validator()
        for (path, document) in zip(paths, documents) {
            let report = validator.validate(document, as: .html)
            precondition(report.isValid, report.formatted(documentName: path))
        }
        let bytes = documents.reduce(0) { $0 + $1.count }

        let validatorTime = measurement.single {
            for document in documents { consume(validator.validate(document, as: .html)) }
        }
        guard let xmllint = ProcessTiming.which("xmllint") else {
            table.note("xmllint not found: validation has no baseline")
            return
        }
        let schemaOnly = try xmllintPerDocument(xmllint, ["--noout", "--relaxng", htmlSchema], paths, repeats: repeats)
        let validatorPerDocument = validatorTime / documents.count
        table.add(ResultRow(
            name: "validate HTML (Validator)", count: documents.count, unit: "documents",
            median: validatorTime, baseline: schemaOnly * documents.count,
            baselineName: "xmllint --noout --relaxng, same files",
            note: ResultTable.grouped(bytes / documents.count) + " B/document, "
                + ResultTable.bytesPerSecond(bytes, in: validatorTime)))
        // Validator also reads each page with libxml2's HTML parser and compares the element trees;
        // this baseline adds that parse, the same checks libxml2's tool can make.
        let htmlParse = try xmllintPerDocument(xmllint, ["--noout", "--html"], paths, repeats: repeats)
        table.add(ResultRow(
            name: "validate HTML (Validator)", count: documents.count, unit: "documents",
            median: validatorTime, baseline: (schemaOnly + htmlParse) * documents.count,
            baselineName: "xmllint --relaxng + xmllint --html, same files"))
        table.note("validation per document: Validator " + ResultTable.time(validatorPerDocument)
            + ", xmllint --relaxng " + ResultTable.time(schemaOnly) + ", xmllint --html " + ResultTable.time(htmlParse))
    }

    /// xmllint's time per document with `options`, launch and set-up subtracted (see above).
    private func xmllintPerDocument(_ xmllint: String, _ options: [String], _ paths: [String], repeats: Int) throws -> Duration {
        let once = options + paths
        let many = options + Array(repeating: paths, count: repeats + 1).flatMap { $0 }
        _ = try ProcessTiming.run(xmllint, once)
        _ = try ProcessTiming.run(xmllint, many)
        var onceTimes: [Duration] = []
        var manyTimes: [Duration] = []
        for _ in 0..<processSamples {
            onceTimes.append(try ProcessTiming.run(xmllint, once))
            manyTimes.append(try ProcessTiming.run(xmllint, many))
        }
        let extra = Measurement.median(manyTimes) - Measurement.median(onceTimes)
        return extra / (repeats * paths.count)
    }

    /// Every `.html` file under `directory`, sorted, so the set and its order are fixed.
    static func htmlFiles(in directory: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".html") }.sorted().map { directory + "/" + $0 }
    }
}
