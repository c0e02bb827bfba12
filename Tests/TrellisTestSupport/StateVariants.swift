import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisSite
import TrellisValidation

/// A screen of each control a state follows: a toggle, a stepper over @State, a disclosure group
/// keeping its own state, and a tab view without a selection.
struct SettingsScreen: View {
    @State private var isOn = false
    @State private var count = 3

    var body: some View {
        TabView {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn)
                Stepper("Stepper", value: $count)
                Text("Count: \(count)")
                DisclosureGroup("Details") {
                    Text("Hidden until expanded")
                }
            }
            .padding()
            .tabItem { Label("Home", systemImage: "house") }
            Text("The profile tab")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

/// The environment-values article's shared store: a @Published style the buttons set.
final class SharedStyle: ObservableObject {
    @Published var name = "Base"
}

struct StyleButtonsScreen: View {
    @EnvironmentObject private var style: SharedStyle

    var body: some View {
        VStack {
            Text("\(style.name) style")
            HStack {
                Button("Default Style") { style.name = "Base" }
                Button("Golden Style") { style.name = "Golden" }
                Button("Green Style") { style.name = "Green" }
            }
        }
    }
}

/// A plain class: Trellis cannot journal its writes.
final class PlainCounter {
    var count = 0
}

struct PlainCounterScreen: View {
    let counter: PlainCounter

    var body: some View {
        VStack {
            Text("Count \(counter.count)")
            Button("Add one") { counter.count += 1 }
        }
    }
}

/// The pages, renders and readings the state-variant tests share.
@MainActor enum StateVariants {
    static let settingsPage = SitePage(id: "settings", title: "Settings") { AnyView(SettingsScreen()) }

    static func galleryPage(_ id: String) throws -> SitePage {
        let page = try #require(Gallery.page(id: id))
        return SitePage(id: page.id, title: page.title, summary: page.summary, makeView: page.makeView)
    }

    static func nodes(in tree: ResolvedTree) -> [ResolvedNode] {
        tree.root.subtree()
    }

    static func stateLinks(in tree: ResolvedTree) -> [ResolvedStateLink] {
        nodes(in: tree).compactMap { if case .stateLink(let link) = $0.kind { link } else { nil } }
    }

    static func texts(in tree: ResolvedTree) -> [String] {
        nodes(in: tree).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
    }

    /// What a theme changes on a screen: the bar's colors, the background colors, the texts' colors.
    static func look(of tree: ResolvedTree) -> [String] {
        nodes(in: tree).compactMap { node -> String? in
            switch node.kind {
            case .navigationBar(let bar): "bar \(bar.background) \(bar.titleColor)"
            case .color(let color): "color \(color)"
            case .text(let text): "text \(text.string) \(text.color)"
            default: nil
            }
        }
    }

    static func selectedSegment(in tree: ResolvedTree) -> String? {
        guard let segment = nodes(in: tree).first(where: { if case .segment(true) = $0.kind { true } else { false } }) else { return nil }
        return segment.subtree().compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }.first
    }

    /// The href of the NavigationLink whose label shows `label`.
    static func destinationHref(named label: String, in document: SitePlan.PlannedDocument) -> String? {
        for node in nodes(in: document.tree) {
            guard case .navigationLink(let destination) = node.kind else { continue }
            if node.subtree().contains(where: { if case .text(let text) = $0.kind { text.string == label } else { false } }) {
                return document.links[destination]
            }
        }
        return nil
    }

    static func render(_ plan: SitePlan) async -> SiteRenderer.Output {
        let renderer = SiteRenderer(
            check: { document, path in
                let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
                return report.isValid ? nil : report.formatted(documentName: path)
            },
            writesSVG: true)
        return await renderer.render(plan)
    }

    /// The DOM headless Chromium builds from `file`.
    nonisolated static func chromiumDOM(of file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

extension SiteRenderer.Output {
    func file(_ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }
}
