import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// Controls that lead to the pages of the states they reach (`--states`): persistent state, the
/// seeds' picker and buttons, the other controls, unowned writes, bounds, and validity.
@MainActor @Suite struct StateVariantTests {
    // MARK: - Persistent state

    @Test func aWriteThroughABindingIsKeptForTheNextResolutionWithTheSameStore() throws {
        let store = StateStore(mode: .controls)
        let first = SettingsScreen().resolved(in: EnvironmentValues(), states: store)
        #expect(first.dump().contains("toggle=off"))
        let toggle = try #require(store.alternatives.first { $0.key.contains("toggle") })
        toggle.value.apply()
        let second = SettingsScreen().resolved(in: EnvironmentValues(), states: store)
        #expect(second.dump().contains("toggle=on"), "the view's own initial value applies only the first time")
    }

    @Test func aRenderWithoutStatesWritesNoLinksAndTheSamePagesAsBefore() {
        let plan = SitePlan.make(pages: [StateVariants.settingsPage], themes: [.marigold], states: StateOptions(mode: .none))
        #expect(plan.documents.map(\.fileName) == ["settings.html"])
        #expect(!plan.documents[0].tree.dump().contains("stateLink"))
    }

    // MARK: - The plant app's picker

    @Test func thePlantAppsBrinjalOptionLeadsToStyleViewUnderBrinjalAndOnToItsDemo() throws {
        let marigold = SitePlan.make(pages: [try StateVariants.galleryPage("plant-app")], themes: [.marigold])
        let brinjal = SitePlan.make(pages: [try StateVariants.galleryPage("plant-app")], themes: [.brinjal], states: StateOptions(mode: .none))
        let styleView = try #require(marigold.documents.first { $0.fileName == "plant-app--style-view.html" })
        let link = try #require(StateVariants.stateLinks(in: styleView.tree).first { $0.name == "style-brinjal" })
        let href = try #require(link.href)
        let variant = try #require(marigold.documents.first { $0.fileName == href })
        let expected = try #require(brinjal.documents.first { $0.fileName == "plant-app--style-view.html" })

        #expect(StateVariants.look(of: variant.tree) == StateVariants.look(of: expected.tree))
        #expect(StateVariants.look(of: variant.tree) != StateVariants.look(of: styleView.tree), "Marigold's look differs from Brinjal's")
        #expect(variant.tree.dump().contains("segment selected\n") || StateVariants.selectedSegment(in: variant.tree) == "Brinjal")

        let demo = try #require(StateVariants.destinationHref(named: "Tap to view updated styles", in: variant))
        #expect(demo == "plant-app--style-update-demo-view__style-brinjal.html")
        let demoPage = try #require(marigold.documents.first { $0.fileName == demo })
        let expectedDemo = try #require(brinjal.documents.first { $0.fileName == "plant-app--style-update-demo-view.html" })
        #expect(StateVariants.look(of: demoPage.tree) == StateVariants.look(of: expectedDemo.tree))
        #expect(variant.parent?.fileName == "plant-app__style-brinjal.html", "back leads to the home screen in the same state")
    }

    @Test func anOptionWhoseStateEqualsAPlannedPageLinksToThatPage() throws {
        let plan = SitePlan.make(pages: [try StateVariants.galleryPage("plant-app")], themes: [.marigold])
        let variant = try #require(plan.documents.first { $0.fileName == "plant-app--style-view__style-brinjal.html" })
        let links = StateVariants.stateLinks(in: variant.tree)
        #expect(links.first { $0.name == "style-marigold" }?.href == "plant-app--style-view.html")
        #expect(links.first { $0.name == "style-sunflower" }?.href == "plant-app--style-view__style-sunflower.html")
        #expect(!links.contains { $0.name == "style-brinjal" }, "the selected option leads nowhere new")
        #expect(Set(plan.documents.map(\.fileName)).count == plan.documents.count)
    }

    // MARK: - Buttons

    @Test func eachStyleButtonLeadsToTheScreenUnderThatStyleAndTheSharedStateIsRestored() throws {
        let shared = SharedStyle()
        let page = SitePage(id: "styles", title: "Styles") { AnyView(StyleButtonsScreen().environmentObject(shared)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: StateOptions(mode: .all))
        let root = try #require(plan.documents.first)
        #expect(StateVariants.texts(in: root.tree).contains("Base style"))
        var reached: [String: String] = [:]
        for link in StateVariants.stateLinks(in: root.tree) {
            guard let href = link.href, let page = plan.documents.first(where: { $0.fileName == href }) else { continue }
            reached[link.name] = StateVariants.texts(in: page.tree).first { $0.hasSuffix(" style") }
        }
        #expect(reached == ["golden-style": "Golden style", "green-style": "Green style"])
        #expect(shared.name == "Base", "every @Published write was undone")
        #expect(plan.stateReports.isEmpty)
    }

    @Test func withoutStatesAllButtonsRunNoActionAndLeadNowhere() throws {
        let shared = SharedStyle()
        let page = SitePage(id: "styles", title: "Styles") { AnyView(StyleButtonsScreen().environmentObject(shared)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold])
        #expect(plan.documents.count == 1)
        #expect(StateVariants.stateLinks(in: plan.documents[0].tree).isEmpty)
    }

    @Test func theGalleryStyleProtocolButtonsSwitchEachScreensStyle() throws {
        let plan = SitePlan.make(pages: [try StateVariants.galleryPage("style-protocol")], themes: [.marigold], states: StateOptions(mode: .all, depth: 1))
        let root = try #require(plan.documents.first)
        #expect(StateVariants.texts(in: root.tree).filter { $0.hasSuffix(" style") } == ["Base style", "Golden style", "Green style"])
        let golden = try #require(StateVariants.stateLinks(in: root.tree).first { $0.name == "golden-style" }?.href)
        let page = try #require(plan.documents.first { $0.fileName == golden })
        #expect(StateVariants.texts(in: page.tree).filter { $0.hasSuffix(" style") } == ["Golden style", "Golden style", "Green style"])
    }

    @Test func aButtonThatWritesStateTrellisDoesNotOwnIsNamedAndItsWriteStays() throws {
        let counter = PlainCounter()
        let page = SitePage(id: "plain", title: "Plain") { AnyView(PlainCounterScreen(counter: counter)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: StateOptions(mode: .all))
        #expect(plan.stateReports.count == 1)
        #expect(plan.stateReports.first?.contains("Button \"Add one\"") == true)
        #expect(counter.count > 0, "a plain class's property is not journaled, as documented")
    }

    // MARK: - Toggles, tabs, steppers, disclosure groups

    @Test func theToggleTabsStepperAndDisclosureGroupLeadToTheirOtherStates() throws {
        let plan = SitePlan.make(pages: [StateVariants.settingsPage], themes: [.marigold], states: StateOptions(mode: .controls, depth: 1))
        let root = try #require(plan.documents.first)
        func page(_ name: String) throws -> ResolvedTree {
            let href = try #require(StateVariants.stateLinks(in: root.tree).first { $0.name == name }?.href, "\(name)")
            return try #require(plan.documents.first { $0.fileName == href }).tree
        }
        #expect(try page("wi-fi-on").dump().contains("toggle=on"))
        #expect(try StateVariants.texts(in: page("stepper-increment")).contains("Count: 4"))
        #expect(try StateVariants.texts(in: page("stepper-decrement")).contains("Count: 2"))
        #expect(try StateVariants.texts(in: page("details-expanded")).contains("Hidden until expanded"))
        #expect(try StateVariants.texts(in: page("tab-profile")).contains("The profile tab"))
        #expect(!StateVariants.texts(in: root.tree).contains("The profile tab"))
    }

    @Test func aCycleOfStatesStopsAtTheDepthAndThePageCap() throws {
        let deep = SitePlan.make(pages: [StateVariants.settingsPage], themes: [.marigold], states: StateOptions(mode: .controls, depth: 3))
        let shallow = SitePlan.make(pages: [StateVariants.settingsPage], themes: [.marigold], states: StateOptions(mode: .controls, depth: 1))
        let capped = SitePlan.make(pages: [StateVariants.settingsPage], themes: [.marigold], states: StateOptions(mode: .controls, depth: 3, pageLimit: 4))
        // The toggle, the stepper's two steps, the disclosure group and the other tab.
        #expect(shallow.documents.count == 1 + 5)
        #expect(deep.documents.count > shallow.documents.count)
        #expect(capped.documents.count <= 4)
        // Toggling twice is the first state again: the link leads back, not to a new page.
        let on = try #require(shallow.documents.first { $0.fileName == "settings__wi-fi-on.html" })
        #expect(StateVariants.stateLinks(in: on.tree).first { $0.name == "wi-fi-off" }?.href == "settings.html", "an existing page")
        #expect(StateVariants.stateLinks(in: on.tree).first { $0.name == "stepper-increment" }?.href == nil, "depth 1 ends here")
        let deepOn = try #require(deep.documents.first { $0.fileName == "settings__wi-fi-on.html" })
        #expect(StateVariants.stateLinks(in: deepOn.tree).first { $0.name == "wi-fi-off" }?.href == "settings.html")
    }

    @Test func variantNamesAreTheSameOnEveryRun() throws {
        let first = SitePlan.make(pages: [StateVariants.settingsPage, try StateVariants.galleryPage("plant-app")], themes: [.marigold])
        let second = SitePlan.make(pages: [StateVariants.settingsPage, try StateVariants.galleryPage("plant-app")], themes: [.marigold])
        #expect(first.documents.map(\.path) == second.documents.map(\.path))
        #expect(first.documents.map(\.tree) == second.documents.map(\.tree))
    }

    // MARK: - Both formats

    @Test func everyVariantPageIsValidInBothFormatsAndTheControlItselfIsTheLink() async throws {
        let shared = SharedStyle()
        let pages = [
            StateVariants.settingsPage, try StateVariants.galleryPage("plant-app"),
            SitePage(id: "styles", title: "Styles") { AnyView(StyleButtonsScreen().environmentObject(shared)) },
        ]
        let plan = SitePlan.make(pages: pages, themes: [.marigold], states: StateOptions(mode: .all))
        #expect(plan.documents.contains { $0.stateName != nil })
        let output = await StateVariants.render(plan)
        #expect(output.failures.isEmpty, "\(output.failures.map(\.description))")
        let html = try #require(output.file("marigold/plant-app--style-view.html"))
        #expect(html.contains("<a class=\"") && html.contains("href=\"plant-app--style-view__style-brinjal.html\" role=\"radio\" aria-checked=\"false\""))
        let settings = try #require(output.file("marigold/settings.html"))
        #expect(settings.contains("role=\"switch\" aria-checked=\"false\" aria-label=\"Wi-Fi\""))
        let svg = try #require(output.file("marigold/plant-app--style-view.svg"))
        #expect(svg.contains("xlink:href=\"plant-app--style-view__style-brinjal.svg\""))
    }
}
