import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisLayout
import TrellisValidation

/// Screens built from the containers (scroll views, lazy grids, Grid, Form, GroupBox,
/// DisclosureGroup, LabeledContent, ViewThatFits, GeometryReader) render to valid HTML and SVG,
/// and Chromium puts every drawn node of them within 1 px of the engine's frame.
///
/// Set TRELLIS_SAMPLES to a folder to keep the pages there for a look:
/// `python3 scripts/chromium-boxes.py --screenshot-dir DIR DIR/marigold/*.html DIR/marigold/*.svg`.
@MainActor
struct ContainersRenderTests {
    struct PhotoGrid: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 4)], spacing: 4) {
                        ForEach(0..<30) { index in
                            RoundedRectangle(cornerRadius: 8)
                                .fill([Color.red, .orange, .green, .teal, .blue, .indigo, .purple, .pink][index % 8])
                                .frame(height: 100)
                                .overlay {
                                    Image(systemName: ["star.fill", "heart.fill", "leaf.fill", "bolt.fill"][index % 4])
                                        .font(.largeTitle)
                                        .foregroundStyle(.white)
                                }
                        }
                    }
                    .padding(.horizontal, 4)
                }
                .navigationTitle("Photos")
            }
        }
    }

    struct Settings: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        LabeledContent("Name", value: "Ada Lovelace")
                        LabeledContent("Plan") { Text("Family") }
                    }
                    Section {
                        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                            LabeledContent("Cache", value: "24 MB")
                        }
                        DisclosureGroup("About") { Text("Made with care.") }
                    }
                    Section("Storage") {
                        GroupBox("iCloud") { Text("3.2 GB of 5 GB used").font(.footnote) }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct Stats: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("This week").font(.title2)
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                    GridRow {
                        Text("Day").font(.headline)
                        Text("Steps").font(.headline)
                        Text("Sleep").font(.headline)
                    }
                    Divider()
                    GridRow { Text("Monday"); Text("8,214"); Text("7 h") }
                    GridRow { Text("Tuesday"); Text("11,902"); Text("6 h") }
                    GridRow {
                        Text("Total").bold()
                        Text("20,116 steps").gridCellColumns(2)
                    }
                }
                GroupBox {
                    ViewThatFits(in: .horizontal) {
                        Text("Best day: Tuesday, 11,902 steps, a new record for the month")
                        Text("Best: Tuesday")
                    }
                }
                GeometryReader { proxy in
                    HStack(spacing: 0) {
                        Color.green.frame(width: proxy.size.width * 0.7)
                        Color.gray.opacity(0.3)
                    }
                    .clipShape(Capsule())
                }
                .frame(height: 12)
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(0..<8) { index in
                            Capsule().fill(Color.blue).frame(width: 70, height: 32)
                                .overlay { Text("Day \(index + 1)").font(.caption).foregroundStyle(.white) }
                        }
                    }
                }
                .frame(height: 40)
                LazyHGrid(rows: [GridItem(.fixed(24)), GridItem(.fixed(24))], spacing: 12) {
                    ForEach(0..<6) { index in Text("Tag \(index)").font(.footnote) }
                }
            }
            .padding()
        }
    }

    static let pages = [
        SitePage(id: "photos", title: "Photos") { AnyView(PhotoGrid()) },
        SitePage(id: "settings", title: "Settings") { AnyView(Settings()) },
        SitePage(id: "stats", title: "Stats") { AnyView(Stats()) },
    ]

    static func output(themes: [Theme] = [.marigold]) async -> SiteRenderer.Output {
        await SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true)
            .render(SitePlan.make(pages: pages, themes: themes, colorSchemes: [.light, .dark], states: StateOptions(mode: .none)))
    }

    @Test func everyContainerScreenRendersValidHTMLAndSVG() async throws {
        let output = await Self.output(themes: Theme.all)
        #expect(output.failures.isEmpty, "\(output.failures)")
        let documents = output.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".svg") }
        #expect(documents.count == 3 * Theme.all.count * 2 * 2 + 1)
        let validator = Validator()
        for document in documents {
            let report = validator.validate(document.contents, as: document.path.hasSuffix(".svg") ? .svg : .html)
            #expect(report.isValid, "\(document.path): \(report.formatted(documentName: document.path))")
        }
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"] {
            try SiteWriter(directory: folder).write(output.files + FontAssets.files())
        }
    }

    @Test func scrollViewClipsItsContentInBothFormats() async throws {
        let output = await Self.output()
        let svg = try #require(output.files.first { $0.path == "marigold/photos.svg" }).text
        let layout = LayoutEngine.standard.layout(PhotoGrid().resolved(), in: RenderCanvas.phone.size)
        // The scroll view below the 96-pt bar; its content, 10 rows of 100 with 4 between, runs
        // past the canvas, and both formats clip it to the scroll view.
        let scroll = try #require(layout.nodes.indices.first { layout.id(of: $0) == "n0.1" })
        #expect(layout[scroll].frame == CGRect(x: 0, y: 96, width: 390, height: 748))
        #expect(layout[scroll + 1].frame.height == 1036)
        #expect(svg.contains("<clipPath id=\"n0.1-clip\"><rect x=\"0\" y=\"96\" width=\"390\" height=\"748\"/></clipPath>"))
        #expect(svg.contains("<g id=\"n0.1\" clip-path=\"url(#n0.1-clip)\">"))
        // Every photo is drawn, the ones below the fold clipped away: 4 of the 30 are red.
        #expect(svg.components(separatedBy: "fill=\"#ff3b30\"").count - 1 == 4)
        let html = try #require(output.files.first { $0.path == "marigold/photos.html" }).text
        let stylesheet = try #require(html.range(of: "<style")).lowerBound
        let scrollClass = try #require(html.range(of: "\" id=\"n0.1\"").map { html[html[..<$0.lowerBound].lastIndex(of: "\"")!..<$0.lowerBound].dropFirst() })
        let rule = try #require(html[stylesheet...].range(of: "." + scrollClass + "{"))
        #expect(html[rule.upperBound...].prefix { $0 != "}" }.contains("overflow:hidden"))
    }

    @Test func viewThatFitsDrawsOnlyTheChildItChose() async throws {
        let output = await Self.output()
        let html = try #require(output.files.first { $0.path == "marigold/stats.html" }).text
        let svg = try #require(output.files.first { $0.path == "marigold/stats.svg" }).text
        for document in [html, svg] {
            #expect(document.contains("Best: Tuesday"))
            #expect(!document.contains("a new record"))
        }
    }

    @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func everyDrawnContainerNodeLandsWithinOnePixelOfTheEngine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = await Self.output()
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files())
        let pages = output.files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "index.html" }
            .sorted().map { directory.appendingPathComponent($0) }
        let hidden = Self.undrawnIDs()
        let report = try agreement(of: pages) { entry in !hidden.contains { entry.id == $0 || entry.id.hasPrefix($0 + ".") } }
        print("containers agreement: \(pages.count) pages, \(report.compared) nodes, largest difference \(report.largest)")
        #expect(report.compared > 300)
        expectAgreement(report)
    }

    @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func everyContainerSVGDrawsWhatTheEngineLaidOutAndTheHTMLShows() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("shots"))
        var agreement = SVGAgreement()
        for screen in pages {
            agreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        try ChromiumHarness.comparePixels(of: pages, into: &agreement)
        print("containers svg agreement: \(pages.count) pages\n\(agreement)")
        #expect(agreement.boxReport.compared > 80)
        expectAgreement(agreement.boxReport)
        expectAgreement(agreement.drawingReport)
        #expect(agreement.drawingProblems.isEmpty, "\(agreement.drawingProblems)")
        #expect(agreement.strayIDs.isEmpty, "\(agreement.strayIDs)")
        #expect(agreement.lines.mismatches.isEmpty, "\(agreement.lines)")
        // The photo grid's three columns are (390 - 2 × 4 - 2 × 4) / 3 = 124.67 pt wide, so 60
        // card edges fall between pixels: Chromium snaps the HTML's to whole pixels and blends
        // the SVG's (the boxes above agree to 0.01 px). Those edges alone take the page to 1.5%.
        let overLimit = agreement.pixels.shares.filter { $0.share > ($0.page.contains("photos") ? 0.02 : 0.01) }
        #expect(overLimit.isEmpty, "\(agreement.pixels)")
    }

    @Test func linkInsideAGeometryReaderLeadsToAPageOfItsOwn() async throws {
        let page = SitePage(id: "reader", title: "Reader") {
            AnyView(NavigationStack {
                GeometryReader { proxy in
                    NavigationLink("Wide: \(Int(proxy.size.width))") { Text("Detail").navigationTitle("Detail") }
                }
            })
        }
        let output = await SiteRenderer(check: libxml2Check, writesSVG: true).render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        let html = try #require(output.files.first { $0.path == "marigold/reader.html" }).text
        #expect(html.contains("href=\"reader--detail.html\""))
        #expect(html.contains("Wide: 390"))
        #expect(output.files.contains { $0.path == "marigold/reader--detail.html" })
    }

    /// The ids of the ViewThatFits candidates not shown, which no document draws.
    static func undrawnIDs() -> [String] {
        var ids: [String] = []
        for page in pages {
            ids += undrawnCandidateIDs(in: LayoutEngine.standard.layout(page.makeView().resolved(), in: RenderCanvas.phone.size))
        }
        return ids
    }
}

extension LaidOutTree {
    func kind(at index: Int) -> ResolvedNode.Kind? {
        var result: ResolvedNode.Kind?
        var current = 0
        func walk(_ node: ResolvedNode) {
            if current == index { result = node.kind }
            current += 1
            for child in node.children where result == nil { walk(child) }
        }
        walk(tree.root)
        return result
    }
}

extension ResolvedNode {
    /// The number of children of the node at pre-order `index`.
    func subtreeChildCount(in layout: LaidOutTree, at index: Int) -> Int {
        layout.nodes.filter { $0.parent == index }.count
    }
}

extension SiteFile {
    var text: String { String(decoding: contents, as: UTF8.self) }
}
