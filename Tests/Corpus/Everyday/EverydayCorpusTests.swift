import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Everyday app code as public apps and Apple's sample code write it (Scrumdinger, a to-do list,
/// a recipe catalog, settings, onboarding, a weather card, a profile editor, landmarks, chat, a
/// stats grid, tabs, a workout timer, a carousel, articles), compiled with only `import SwiftUI`
/// changed. Each screen renders to valid HTML and SVG, and what the added APIs draw is pinned.
@MainActor @Suite struct EverydayCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    private func texts(of view: some View) -> [String] {
        nodes(of: view).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    private func symbols(of view: some View) -> [String] {
        nodes(of: view).compactMap { node -> String? in
            if case .image(let image) = node.kind { image.systemName } else { nil }
        }
    }

    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(EverydayScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in EverydayScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
    }

    @Test func appStorageAndSceneStorageStartFromTheDefaultsWrittenInTheView() {
        let settings = texts(of: SettingsView())
        #expect(settings.contains("Taylor"))
        #expect(settings.contains("Reminder at 9:00"))
        // SceneStorage's optional starts nil, AppStorage's Bool true: every item is listed.
        let todos = texts(of: TodoListView().environmentObject(TodoStore()))
        #expect(todos.contains("Buy milk"))
        #expect(todos.contains("3 REMAINING"))
    }

    @Test func symbolVariantNamesTheFilledFormInSFSymbolsOrder() {
        #expect(symbols(of: Image(systemName: "heart").symbolVariant(.fill)) == ["heart.fill"])
        #expect(symbols(of: Image(systemName: "heart").symbolVariant(.circle.fill)) == ["heart.circle.fill"])
        #expect(symbols(of: Image(systemName: "bell").symbolVariant(.slash).symbolVariant(.fill)) == ["bell.slash.fill"])
        #expect(symbols(of: Image(systemName: "heart.fill").symbolVariant(.fill)) == ["heart.fill"])
        #expect(symbols(of: Image(systemName: "heart")) == ["heart"])
    }

    @Test func contentUnavailableSearchNamesTheQuery() {
        let none = texts(of: RecipeGridView().environment(RecipeBook.searching("zzz")))
        #expect(none.contains("No Results for \u{201C}zzz\u{201D}"))
        #expect(none.contains("Check the spelling or try a new search."))
        #expect(symbols(of: ContentUnavailableView.search).contains("magnifyingglass"))
    }

    @Test func asyncImageShowsItsPlaceholderAndNeverFetches() {
        let tile = nodes(of: RecipeTile(recipe: Recipe.samples[0]))
        // The phase form draws its `.empty` case: a ProgressView, which is a spinner's progress role.
        #expect(tile.contains { node in
            if case .accessibility(let role) = node.kind { role.label == "In progress" } else { false }
        })
        #expect(!texts(of: RecipeTile(recipe: Recipe.samples[0])).isEmpty)
    }

    @Test func shareLinkIsAButtonLabelledShareWithTheSymbol() {
        let link = ShareLink(item: "text")
        #expect(texts(of: link) == ["Share"])
        #expect(symbols(of: link) == ["square.and.arrow.up"])
        #expect(nodes(of: link).contains { if case .button = $0.kind { true } else { false } })
    }

    @Test func sectionHeaderAndFooterAsViewsAndIncreasedProminenceKeepsTheCase() {
        let standard = texts(of: List { Section(header: Text("Account"), footer: Text("Shown to others.")) { Text("Row") } })
        #expect(standard == ["ACCOUNT", "Row", "Shown to others."])
        let prominent = texts(of: List { Section { Text("Row") } header: { Text("Latest") }.headerProminence(.increased) })
        #expect(prominent == ["Latest", "Row"])
    }

    @Test func uiKitNamedColorsHaveUIKitsValues() {
        let environment = EnvironmentValues()
        #expect(Color(uiColor: .systemGray5).resolve(in: environment) == Color(rgb: 0xE5E5EA).resolve(in: environment))
        var dark = environment
        dark.colorScheme = .dark
        #expect(Color(.systemGray5).resolve(in: dark) == Color(rgb: 0x2C2C2E).resolve(in: dark))
        #expect(Color(.red).resolve(in: environment) == Color(rgb: 0xFF0000).resolve(in: environment))
    }

    @Test func contentMarginsPadTheScrollContent() {
        let scroll = ScrollView { Text("A") }.contentMargins(.horizontal, 20, for: .scrollContent)
        let padding = nodes(of: scroll).compactMap { node -> EdgeInsets? in
            if case .padding(let insets) = node.kind { insets } else { nil }
        }
        #expect(padding == [EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)])
        // The margins belong to the nearest scroll view, not to one inside it.
        let nested = ScrollView { ScrollView(.horizontal) { Text("A") } }.contentMargins(10)
        #expect(nodes(of: nested).filter { if case .padding = $0.kind { true } else { false } }.count == 1)
    }

    @Test func redactedTextIsHiddenOverABarOfItsSize() {
        let row = nodes(of: Text("Placeholder").redacted(reason: .placeholder))
        guard case .background = row.first?.kind else {
            Issue.record("no bar behind the text: \(row.map(\.kind))")
            return
        }
        #expect(row.contains { if case .opacity(0) = $0.kind { true } else { false } })
        #expect(row.contains { if case .shape = $0.kind { true } else { false } })
        #expect(nodes(of: Text("Shown").redacted(reason: .privacy)).count == 1)
    }

    @Test func aCustomProgressStyleCanDrawTheStandardBarInside() {
        let header = nodes(of: MeetingHeaderView(secondsElapsed: 60, secondsRemaining: 240, theme: .sky))
        let bars = header.filter { if case .proportionalWidth(let width) = $0.kind { width.fraction == 0.2 } else { false } }
        #expect(bars.count == 1)
    }

    @Test func circularGaugeShowsItsValueInsideAnOpenRing() {
        let gauge = Gauge(value: 42.0, in: 0...100) { Text("AQI") } currentValueLabel: { Text("42") }
            .gaugeStyle(.accessoryCircular)
        #expect(texts(of: gauge).contains("42"))
        let frames = nodes(of: gauge).compactMap { node -> ResolvedFixedFrame? in
            if case .fixedFrame(let frame) = node.kind { frame } else { nil }
        }
        #expect(frames.contains { $0.width == 58 && $0.height == 58 })
    }

    @Test func borderedButtonsFollowControlSizeAndBorderShape() {
        let large = nodes(of: Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large))
        #expect(large.contains { if case .padding(let insets) = $0.kind { insets.top == 14 } else { false } })
        let capsule = nodes(of: Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(capsule.contains { if case .shape(let shape) = $0.kind { shape.kind == .capsule } else { false } })
    }

    @Test func pageDotsGetACapsuleWhenTheIndexStyleAsksForOne() {
        let plain = nodes(of: TabView { Text("A"); Text("B") }.tabViewStyle(.page))
        let backed = nodes(of: TabView { Text("A"); Text("B") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
        func capsules(_ nodes: [ResolvedNode]) -> Int {
            nodes.filter { if case .shape(let shape) = $0.kind { shape.kind == .capsule } else { false } }.count
        }
        #expect(capsules(backed) == capsules(plain) + 1)
    }

    @Test func entryMacroDeclaresAnEnvironmentValueWithItsDefault() {
        #expect(EnvironmentValues().accentName == "Library")
        #expect(texts(of: BookList(query: "")).contains("Library"))
        #expect(texts(of: BookList(query: "").environment(\.accentName, "Books")).contains("Books"))
    }

    @Test func timelineViewDrawsTheRendersFixedNow() {
        let timeline = TimelineView(.everyMinute) { context in Text(context.date, style: .date) }
        #expect(texts(of: timeline) == texts(of: Text(EnvironmentValues.fixedReferenceDate, style: .date)))
    }

    @Test func outlineGroupShowsTopLevelRowsCollapsed() {
        let articles = texts(of: ArticleListView())
        #expect(articles.contains("Getting started with SwiftUI"))
        #expect(!articles.contains("Stacks"))
    }

    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {}), as: [.dump, .html, .svg], named: "scrums", themes: [.marigold])
        assertGolden(of: SettingsView(), as: [.dump, .html, .svg], named: "settings", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: WeatherCardView(), as: [.dump, .html, .svg], named: "weather", themes: [.marigold])
        assertGolden(of: OnboardingView(), as: [.dump, .html, .svg], named: "onboarding", themes: [.marigold])
        assertGolden(of: RecipeGridView().environment(RecipeBook.searching("zzz")), as: [.dump, .html, .svg], named: "recipes-none", themes: [.marigold])
    }

    @Test func theCorpusUsesOnlySymbolsTrellisDraws() async {
        let rendering = await renderCorpus(EverydayScreens.all, missingSymbols: .placeholder, folder: "apps")
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
    }

    @Test func everyPreviewOfTheAppsIsFoundOnce() throws {
        // Counted from the sources, as a user's previews would be found: one record per `#Preview`.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let written = try files.reduce(0) { count, file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return count + text.components(separatedBy: "\n").filter { $0.hasPrefix("#Preview") }.count
        }
        let found = Preview.all.filter { $0.fileID.hasPrefix("CorpusEveryday/") }
        #expect(written > 0)
        #expect(found.count == written)
        #expect(Set(found.map { "\($0.fileID):\($0.line)" }).count == found.count)
    }
}
