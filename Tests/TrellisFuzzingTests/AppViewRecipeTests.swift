import Foundation
import Testing
import Trellis
@testable import TrellisFuzzing

/// The views and modifiers of session 4 in the random-tree generator: every form is drawn, renders
/// valid pages, and prints as Swift that compiles.
@MainActor @Suite struct AppViewRecipeTests {
    static let button = ViewRecipe.button(nil, label: [.text(.literal("Go"), [])])

    /// One of every form the generator can draw (each gauge style with each set of labels).
    static var everyForm: [ViewRecipe] {
        let views: [AppViewRecipe] = [
            .unavailable(.literal("No Mail"), systemImage: "tray", description: .literal("New mail shows here.")),
            .unavailable(.literal("<b>"), systemImage: "no.such.symbol", description: nil),
            .unavailableBuilder(.literal("Empty"), systemImage: "star", description: .literal("Nothing yet")),
            .unavailableSearch(text: nil), .unavailableSearch(text: .literal("")), .unavailableSearch(text: .literal("\"q\" & <r>")),
            .asyncImage(url: nil, .plain), .asyncImage(url: "https://example.com/a.png", .placeholder),
            .asyncImage(url: "javascript:alert(1)", .phase), .asyncImage(url: "", .plain),
            .shareLink(.plain), .shareLink(.titled(.literal("Send"))), .shareLink(.label),
            .outlineGroup(breadth: 2, depth: 3), .outlineGroup(breadth: 0, depth: 1),
            .controlGroup(nil, systemImage: "star"), .controlGroup(.literal("Edit"), systemImage: "pencil"),
            .timelineView, .labeledValue(.literal("Version"), value: .literal("1.0")),
        ] + AppViewRecipe.GaugeStyle.allCases.flatMap { style in
            AppViewRecipe.GaugeLabels.allCases.map { AppViewRecipe.gauge(value: 0.4, upperBound: 1, $0, style) }
        } + [.gauge(value: .nan, upperBound: 0, .bounds, .accessoryCircular), .gauge(value: -.infinity, upperBound: 100, .current, .linearCapacity)]
        let modifiers: [AppModifierRecipe] = [.redacted, .redactedNone, .unredacted]
            + AppModifierRecipe.InsetEdge.allCases.flatMap { [.safeAreaInset($0, spacing: nil, .color(.named("red"))), .safeAreaInset($0, spacing: 8, button)] }
            + AppModifierRecipe.SymbolVariant.allCases.map { .symbolVariant($0) }
            + ControlSize.allCases.map { .controlSize($0) }
        let content = ViewRecipe.stack(StackRecipe(axis: .vertical, alignment: .center, spacing: nil), [
            .label(.literal("Star"), systemImage: "star"), .text(.literal("Text"), []), button,
        ])
        return views.map { ViewRecipe.appView($0, [button, .text(.literal("More"), [])]) }
            + modifiers.map { ViewRecipe.modified(content, .appModifier($0)) }
            + [.modified(.modified(content, .appModifier(.redacted)), .appModifier(.unredacted))]
    }

    private func tree(_ root: ViewRecipe, canvas: Int) -> FuzzTree {
        var tree = FuzzTree(seed: 0)
        tree.root = root
        tree.title = .literal("Fuzz")
        tree.colorScheme = canvas % 2 == 0 ? .light : .dark
        tree.canvas = [.phone, .tablet, .desktop][canvas % 3]
        return tree
    }

    @Test func everyFormRendersValidPagesInHTMLAndSVG() async {
        let oracle = FuzzOracle(timeCap: .infinity)
        for (index, form) in Self.everyForm.enumerated() {
            let outcome = await oracle.check(tree(.list([form]), canvas: index))
            #expect(outcome.findings.isEmpty, "\(SwiftSource.expression(form)): \(outcome.findings)")
            // A symbol variant that names no symbol is a render error naming its node, not a page.
            #expect(outcome.documents + outcome.namedRenderErrors >= 2, "\(SwiftSource.expression(form))")
        }
    }

    @Test func theGeneratorDrawsEveryForm() {
        // 2000 trees: with the macOS recipes (ControlRecipe.mac) 800 and 1000 no longer reach every form.
        let sources = (0..<2000).map { SwiftSource.reproducer(for: FuzzTree(seed: UInt64($0))) }.joined()
        let forms = [
            "ContentUnavailableView(String(", "ContentUnavailableView {", "ContentUnavailableView.search\n",
            "ContentUnavailableView.search(text:", "AsyncImage(url: nil)", "AsyncImage(url: URL(string:", "placeholder: {",
            "phase in", "ShareLink(item:", "ShareLink(String(", "OutlineGroup(FuzzOutlineItem.tree(", "ControlGroup {",
            "ControlGroup(String(", "TimelineView(.everyMinute)", "LabeledContent(String(", "minimumValueLabel:",
            ".redacted(reason: .placeholder)", ".unredacted()", ".safeAreaInset(edge: .bottom", ".safeAreaInset(edge: .leading",
        ] + AppViewRecipe.GaugeStyle.allCases.map { ".gaugeStyle(.\($0.rawValue))" }
            + AppModifierRecipe.SymbolVariant.allCases.map { ".symbolVariant(.\($0.rawValue))" }
            + ControlSize.allCases.map { ".controlSize(.\($0))" }
        for form in forms {
            #expect(sources.contains(form), "never drawn: \(form)")
        }
    }

    @Test func theWalkReachesTheInsetsViewAndTheGaugesNumbers() {
        let inset = ViewRecipe.modified(.empty, .appModifier(.safeAreaInset(.top, spacing: 3, .divider)))
        var visited: [ViewRecipe] = []
        inset.walk { view, _ in visited.append(view) }
        #expect(visited.contains(.divider) && visited.contains(.empty))
        #expect(inset.numbers.geometry == [3])
        #expect(ViewRecipe.appView(.gauge(value: 1e300, upperBound: 10, .label, .automatic), []).numbers.geometry == [1e300, 10])
    }

    @Test func theOutlineTreeHasUniqueIDsAtEveryLevel() {
        let tree = FuzzOutlineItem.tree(breadth: 3, depth: 3)
        var ids: [String] = []
        func visit(_ items: [FuzzOutlineItem]) { for item in items { ids.append(item.id); visit(item.children ?? []) } }
        visit(tree)
        #expect(ids.count == 3 + 9 + 27 && Set(ids).count == ids.count)
        #expect(tree[1].children?[2].id == "2.3" && tree[1].children?[2].children?[0].children == nil)
    }

    /// The printed forms are compiled with swiftc against the modules this test run built, in both
    /// language modes, so a reproducer that uses them compiles as it is printed.
    @Test(.enabled(if: SourceCompiler.isAvailable, "needs swiftc and the built modules"), arguments: ["5", "6"])
    func everyFormPrintsAsSwiftThatCompiles(languageMode: String) throws {
        var source = "import Trellis\nimport TrellisFuzzing\n"
        for (index, form) in Self.everyForm.enumerated() {
            source += "struct AppForm\(index): View {\n    var body: some View {\n" + SwiftSource.expression(form) + "    }\n}\n"
        }
        let errors = try SourceCompiler.errors(typechecking: source, languageMode: languageMode)
        #expect(errors.isEmpty, "\(errors.prefix(10).joined(separator: "\n"))")
    }
}

/// `swiftc -typecheck` against the modules beside the test bundle, as SwiftPM lays a build out
/// (as UnavailableNamesTests does for Trellis alone).
enum SourceCompiler {
    static let buildFolder: URL? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let module = bundle.appendingPathComponent("Modules/TrellisFuzzing.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path) ? bundle : nil
    }()

    static let swiftc: String? = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { buildFolder != nil && swiftc != nil }

    static func errors(typechecking source: String, languageMode: String) throws -> [String] {
        let folder = try #require(buildFolder)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fuzz-forms-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swiftc))
        // The C targets (CLibXML2 …) are found through the module maps SwiftPM wrote.
        let moduleMaps = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".build") }
            .map { folder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        // The system libraries' module maps are in the package's Sources.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        let systemMaps = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
            .map { sources.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        var arguments = ["-typecheck", "-swift-version", languageMode, "-I", folder.appendingPathComponent("Modules").path]
        for map in moduleMaps + systemMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        for path in try headerPaths() { arguments += ["-Xcc", path] }
        process.arguments = arguments + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        return lines.filter { $0.contains(": error: ") } + (process.terminationStatus == 0 ? [] : ["swiftc exited \(process.terminationStatus)"])
    }

    /// The system libraries' header folders, from pkg-config as Package.swift names them.
    static func headerPaths() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "libxml-2.0", "harfbuzz", "librsvg-2.0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
