import Foundation
import TrellisValidation

/// `Validator` on every page of the gallery site vs. `xmllint --noout --relaxng` on the same files.
///
/// xmllint's time per document leaves out its launch and schema compilation: it is the difference
/// between a run over every page `repeats + 1` times and a run over every page once, divided by the
/// extra documents. That leaves reading, parsing and validating, the work `Validator` does per call.
///
/// The machine is shared, so the load changes from second to second: every sample times
/// `Validator` and both xmllint runs back to back, and the CPU time of each (this thread's, the
/// child's) is kept beside the wall time, since it counts only the cycles the work itself got.
struct ValidationBenchmark {
    let htmlSchema: String
    let samples: Int
    let repeats: Int

    struct Times {
        var wall: Duration = .zero
        var cpu: Duration = .zero
    }

    func run(site: String, into table: inout ResultTable) throws {
        let paths = SiteBenchmarks.htmlFiles(in: site)
        let documents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let validator = Validator()
        for (path, document) in zip(paths, documents) {
            let report = validator.validate(document, as: .html)
            precondition(report.isValid, report.formatted(documentName: path))
        }
        guard let xmllint = ProcessTiming.which("xmllint") else {
            table.note("xmllint not found: validation has no baseline")
            return
        }
        let bytes = documents.reduce(0) { $0 + $1.count }
        let count = documents.count

        func validateAll() {
            for _ in 0..<repeats {
                for document in documents { consume(validator.validate(document, as: .html)) }
            }
        }
        let schemaOnce = ["--noout", "--relaxng", htmlSchema] + paths
        let schemaMany = ["--noout", "--relaxng", htmlSchema] + Array(repeating: paths, count: repeats + 1).flatMap { $0 }
        let htmlOnce = ["--noout", "--html"] + paths
        let htmlMany = ["--noout", "--html"] + Array(repeating: paths, count: repeats + 1).flatMap { $0 }

        validateAll()
        _ = try Self.child(xmllint, schemaMany)
        var ours: [Times] = [], schema: [Times] = [], html: [Times] = []
        for _ in 0..<samples {
            ours.append(Self.inThisThread(validateAll))
            schema.append(try Self.difference(Self.child(xmllint, schemaMany), Self.child(xmllint, schemaOnce)))
            html.append(try Self.difference(Self.child(xmllint, htmlMany), Self.child(xmllint, htmlOnce)))
        }
        // Per pass over every document: ours ran `repeats` passes, xmllint's difference is `repeats` passes.
        let oursWall = Measurement.median(ours.map(\.wall)) / repeats
        let oursCPU = Measurement.median(ours.map(\.cpu)) / repeats
        let schemaWall = Measurement.median(schema.map(\.wall)) / repeats
        let schemaCPU = Measurement.median(schema.map(\.cpu)) / repeats
        let htmlWall = Measurement.median(html.map(\.wall)) / repeats
        let htmlCPU = Measurement.median(html.map(\.cpu)) / repeats

        table.add(ResultRow(
            name: "validate HTML (Validator)", count: count, unit: "documents",
            median: oursWall, baseline: schemaWall, baselineName: "xmllint --noout --relaxng, same files",
            note: ResultTable.grouped(bytes / count) + " B/document, " + ResultTable.bytesPerSecond(bytes, in: oursWall)
                + "; CPU time ratio " + ResultTable.ratio(oursCPU.seconds / schemaCPU.seconds)))
        // Validator also reads each page with libxml2's HTML parser and compares the element trees;
        // this baseline adds that parse: the same checks, made with libxml2's own tool.
        table.add(ResultRow(
            name: "validate HTML (Validator)", count: count, unit: "documents",
            median: oursWall, baseline: schemaWall + htmlWall,
            baselineName: "xmllint --relaxng + xmllint --html, same files",
            note: "CPU time ratio " + ResultTable.ratio(oursCPU.seconds / (schemaCPU + htmlCPU).seconds)))
        table.note("validation per document (wall / CPU): Validator " + ResultTable.time(oursWall / count) + " / "
            + ResultTable.time(oursCPU / count) + ", xmllint --relaxng " + ResultTable.time(schemaWall / count) + " / "
            + ResultTable.time(schemaCPU / count) + ", xmllint --html " + ResultTable.time(htmlWall / count) + " / "
            + ResultTable.time(htmlCPU / count))
    }

    private static func difference(_ a: Times, _ b: Times) -> Times {
        Times(wall: a.wall - b.wall, cpu: a.cpu - b.cpu)
    }

    private static func inThisThread(_ work: () -> Void) -> Times {
        let clock = ContinuousClock()
        let cpuStart = threadCPUTime()
        let start = clock.now
        work()
        return Times(wall: clock.now - start, cpu: threadCPUTime() - cpuStart)
    }

    /// A child's wall time and its user + system time, from the children's resource usage.
    private static func child(_ executable: String, _ arguments: [String]) throws -> Times {
        let before = childrenCPUTime()
        let wall = try ProcessTiming.run(executable, arguments)
        return Times(wall: wall, cpu: childrenCPUTime() - before)
    }

    private static func childrenCPUTime() -> Duration {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func duration(_ value: timeval) -> Duration { .seconds(value.tv_sec) + .microseconds(value.tv_usec) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}
