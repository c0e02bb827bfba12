import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisLayout
import TrellisValidation

/// Screens built from the containers (scroll views, lazy grids, Grid, Form, GroupBox,
/// DisclosureGroup, LabeledContent, ViewThatFits, GeometryReader), as the site renders them.
@MainActor enum ContainerScreens {
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
