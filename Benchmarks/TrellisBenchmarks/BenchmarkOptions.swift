import Foundation

/// The benchmark's command line (see main.swift).
struct BenchmarkOptions {
    var trellisBinary: String?
    var htmlSchema = "Sources/TrellisValidation/Schemas/trellis-html.rng"
    var markdownPath: String?
    var isQuick = false
    /// The groups `--only` picked; empty runs every group.
    var groups: Set<String> = []
    /// `--profile STAGE NODES`: run one stage on one tree a few times, untimed, for callgrind.
    var profile: (stage: String, nodes: Int)?

    init<Arguments: Sequence<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--trellis": trellisBinary = iterator.next()
            case "--schema": htmlSchema = iterator.next() ?? htmlSchema
            case "--markdown": markdownPath = iterator.next()
            case "--quick": isQuick = true
            case "--only": groups.insert(iterator.next() ?? "")
            case "--profile":
                let stage = iterator.next() ?? ""
                profile = (stage, iterator.next().flatMap { Int($0) } ?? 10_000)
            default:
                FileHandle.standardError.write(Data("TrellisBenchmarks: error: unknown option \(argument); see scripts/bench.sh --help\n".utf8))
                exit(2)
            }
        }
    }

    func runs(_ group: String) -> Bool {
        groups.isEmpty || groups.contains(group)
    }
}

/// The machine the figures come from: they compare only with figures from the same machine.
enum MachineDescription {
    static var current: String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown CPU"
        return "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(model)"
    }
}
