// Runs one stage of the pipeline on one generated tree with callgrind counting only that stage, for
// the instruction-count guard (scripts/instruction-counts.sh).
//
//   valgrind --tool=callgrind --collect-atstart=no TrellisInstructionCounts STAGE SIZE [TREE]
//
// STAGE is resolve, layout, html, svg, validate-html (of the page `page` writes, read from
// standard input) or validate-svg. TREE is `wide`, the benchmarks' wide tree (`WideRows`) of
// about SIZE nodes, the default and the guard's; or `stack-rows` or `list-rows`, SIZE rows of one
// text in a VStack or a List. Everything the stage
// reads is made first, and the stage runs once uncounted, so the count leaves out what a process
// does once (type metadata, fonts, schemas) and holds what each further tree costs. Prints the
// tree's node count.
import CInstructionCounting
import Foundation
import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite
import TrellisValidation

enum Tree: String, CaseIterable {
    case wide
    case stackRows = "stack-rows"
    case listRows = "list-rows"
}

enum Stage: String, CaseIterable {
    case resolve, layout, html, svg
    /// Reads the page from standard input, as `page` wrote it.
    case validateHTML = "validate-html"
    case validateSVG = "validate-svg"
    /// Writes the page the site makes of the tree to standard output, for `validate-html`: the
    /// site renders on threads of Swift's concurrency pool, which callgrind 3.19 crashes on.
    case page
}

/// Keeps the optimizer from dropping a result it can see is unused.
@_optimize(none)
func keep<T>(_ value: T) {}

/// Runs `body` with callgrind counting, and only it.
func counted(_ body: () throws -> Void) rethrows {
    trellis_toggle_instruction_counting()
    defer { trellis_toggle_instruction_counting() }
    try body()
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("TrellisInstructionCounts: " + message + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard (2...3).contains(arguments.count), let stage = Stage(rawValue: arguments[0]), let size = Int(arguments[1]), size > 8,
      let shape = Tree(rawValue: arguments.count == 3 ? arguments[2] : "wide")
else {
    fail("usage: TrellisInstructionCounts STAGE SIZE [TREE], STAGE one of "
        + Stage.allCases.map(\.rawValue).joined(separator: ", ") + ", SIZE above 8, TREE one of "
        + Tree.allCases.map(\.rawValue).joined(separator: ", "))
}

/// A measurer with its fonts loaded and nothing measured yet, so a layout shapes every text.
func freshMeasurer() -> TextMeasurer {
    do { return try TextMeasurer() } catch { fail("the fonts did not load: \(error)") }
}

func validate(_ document: Data, as kind: DocumentKind) {
    let report = Validator().validate(document, as: kind)
    guard report.isValid else { fail(report.formatted(documentName: "the \(stage.rawValue) document")) }
}

@MainActor
func run<Content: View>(_ view: Content) async throws {
    let environment = EnvironmentValues()
    let tree = view.resolved(in: environment)
    // As wide as a phone and tall enough for every row: the SVG emitter leaves out what lies
    // outside the canvas, and on a phone's height it would draw the same first rows of any tree.
    let canvas = CGSize(width: RenderCanvas.phone.size.width, height: 100 * CGFloat(tree.root.nodeCount))
    func layOut() -> LaidOutTree {
        LayoutEngine(measurer: freshMeasurer()).layout(tree, in: canvas)
    }

    switch stage {
    case .resolve:
        keep(view.resolved(in: environment))
        counted { keep(view.resolved(in: environment)) }
    case .layout:
        keep(layOut())
        let measurer = freshMeasurer()
        counted { keep(LayoutEngine(measurer: measurer).layout(tree, in: canvas)) }
    case .html:
        let layout = layOut()
        let emitter = HTMLEmitter()
        keep(try emitter.render(layout, link: { _ in nil }))
        try counted { keep(try emitter.render(layout, link: { _ in nil })) }
    case .svg:
        let layout = layOut()
        let emitter = SVGEmitter()
        keep(try emitter.render(layout))
        try counted { keep(try emitter.render(layout)) }
    case .page:
        // The page the site writes for the tree, as `trellis render` writes it.
        let plan = SitePlan.make(
            pages: [SitePage(id: "rows", title: "Rows") { AnyView(view) }], themes: [.system],
            states: StateOptions(mode: .none))
        let output = await SiteRenderer().render(plan, concurrently: false)
        guard output.failures.isEmpty, let page = output.files.first(where: { $0.path.hasSuffix("/rows.html") }) else {
            fail("the page did not render: \(output.failures.map(\.description)) \(output.files.map(\.path))")
        }
        FileHandle.standardOutput.write(page.contents)
        return
    case .validateHTML:
        let page = FileHandle.standardInput.readDataToEndOfFile()
        validate(page, as: .html)
        counted { validate(page, as: .html) }
    case .validateSVG:
        let document = Data(try SVGEmitter().render(layOut()).utf8)
        validate(document, as: .svg)
        counted { validate(document, as: .svg) }
    }
    print("nodes \(tree.root.nodeCount)")
}

switch shape {
case .wide: try await run(WideRows(rows: WideRows.rows(forNodes: size)))
case .stackRows: try await run(StackRows(rows: size))
case .listRows: try await run(ListRows(rows: size))
}
