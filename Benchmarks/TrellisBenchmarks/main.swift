import Foundation

// Trellis's performance figures, each beside a baseline measured in the same run (docs/performance.md).
// Run with scripts/bench.sh, which builds this in release mode first.
//
// Options: --trellis PATH   the release `trellis` binary, for the end-to-end figure
//          --schema PATH    the HTML RELAX NG schema xmllint validates against
//          --markdown PATH  also write the table there
//          --quick          fewer samples (a smoke test, not a measurement)
//          --only GROUP     run one group: resolve, emit, text, layout, baselines, relative, drawing, states, site or png (repeatable; default: all)
//          --profile STAGE NODES   run resolve-wide, resolve-deep, emit-wide, emit-deep, layout-wide,
//                           layout-deep, layout-text or layout-text-constant on one tree three
//                           times, untimed, e.g. under valgrind --tool=callgrind

@MainActor
func runBenchmarks() async throws {
    let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
    let measurement = options.isQuick
        ? Measurement(warmUps: 1, samples: 3, minimumSample: .milliseconds(5))
        : Measurement()
    var table = ResultTable()
    if let profile = options.profile, profile.stage.hasPrefix("layout-") {
        try LayoutBenchmarks(measurement: measurement).profile(stage: profile.stage, nodes: profile.nodes)
        return
    }
    if let profile = options.profile {
        try TreeBenchmarks(measurement: measurement).profile(stage: profile.stage, nodes: profile.nodes)
        return
    }

    say(MachineDescription.current)
    let trees = TreeBenchmarks(measurement: measurement)
    let shapes = TreeBenchmarks.shapes(wide: [1_000, 10_000, 100_000], deep: [1_000, 10_000])
    if options.runs("resolve") {
        say("Resolution")
        trees.resolution(shapes, into: &table)
        for note in TreeBenchmarks.linearity(of: table, prefix: "resolve") { table.note(note) }
    }
    if options.runs("emit") {
        // A screen nests at most HTMLWalk.maximumDepth (480) views, so the deep trees emitted stay below it.
        let emitted = TreeBenchmarks.shapes(wide: [1_000, 10_000, 100_000], deep: [100, 400])
        say("HTML emission")
        try trees.emission(emitted, into: &table)
        for note in TreeBenchmarks.linearity(of: table, prefix: "emit HTML") { table.note(note) }
        say("SVG emission")
        try trees.svgEmission(emitted, into: &table)
        for note in TreeBenchmarks.linearity(of: table, prefix: "emit SVG") { table.note(note) }
    }
    if options.runs("list") {
        say("List against VStack")
        ListBenchmarks(measurement: measurement).run(rows: [1_000, 10_000], into: &table)
    }
    if options.runs("text") {
        say("Text measurement")
        try TextBenchmarks(measurement: measurement).run(into: &table)
    }
    if options.runs("layout") {
        say("Layout")
        var cpu = measurement
        cpu.usesCPUTime = true
        try LayoutBenchmarks(measurement: cpu).run(sizes: [1_000, 10_000, 100_000], into: &table)
    }
    if options.runs("baselines") {
        say("Baseline alignment")
        var cpu = measurement
        cpu.usesCPUTime = true
        BaselineBenchmarks(measurement: cpu).run(sizes: [1_000, 10_000], into: &table)
    }
    if options.runs("relative") {
        say("Container-relative frames and shared grid columns")
        var cpu = measurement
        cpu.usesCPUTime = true
        ContainerRelativeBenchmarks(measurement: cpu).run(sizes: [1_000, 10_000], into: &table)
    }
    if options.runs("drawing") {
        say("Drawing")
        try DrawingBenchmarks(measurement: measurement).run(rows: [1_000, 10_000], into: &table)
    }
    if options.runs("states") {
        say("State tracking")
        StateBenchmarks(measurement: measurement).run(rows: [1_000, 10_000], into: &table)
    }
    if options.runs("site") {
        say("Gallery site")
        try await siteBenchmarks(options, measurement, into: &table)
    }
    if options.runs("png") {
        say("PNG")
        let scratch = NSTemporaryDirectory() + "trellis-bench-png-" + String(ProcessInfo.processInfo.processIdentifier)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try await RasterBenchmarks(measurement: measurement, scratch: scratch).run(into: &table)
    }

    let report = MachineDescription.current + "\n\n" + table.markdown
    say("")
    say(report)
    if let path = options.markdownPath {
        try report.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@MainActor
func siteBenchmarks(_ options: BenchmarkOptions, _ measurement: Measurement, into table: inout ResultTable) async throws {
    let scratch = NSTemporaryDirectory() + "trellis-bench-" + String(ProcessInfo.processInfo.processIdentifier)
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let site = SiteBenchmarks(
        measurement: measurement, scratch: scratch, trellisBinary: options.trellisBinary,
        htmlSchema: options.htmlSchema, processSamples: options.isQuick ? 3 : 7)
    let siteDirectory = try await site.render(into: &table)
    try ValidationBenchmark(htmlSchema: options.htmlSchema, samples: options.isQuick ? 3 : 7, repeats: options.isQuick ? 2 : 5)
        .run(site: siteDirectory, into: &table)
}

try await runBenchmarks()
