import Testing
import Trellis

/// The containers corpus resolves into the structure its screens are written to have.
@MainActor
@Suite struct CorpusContainersTests {
    @Test func photoGridIsALazyGridOfAdaptiveColumnsInAScrollView() {
        let dump = PhotoGridView().resolved().dump()
        #expect(dump.contains("scroll axes=vertical"))
        #expect(dump.contains("lazyVGrid alignment=center-top spacing=4 items=[adaptive(100 inf) spacing=4]"))
        #expect(dump.components(separatedBy: "image \"star.fill\"").count - 1 == 2)
    }

    @Test func settingsFormIsAnInsetGroupedListWithItsDisclosureGroupsAsTheirBindingsSay() {
        let dump = SettingsFormView().resolved().dump()
        #expect(dump.contains("list insetGrouped"))
        // Advanced is expanded (its rows follow), About is collapsed (its text is absent).
        #expect(dump.contains("image \"chevron.down\""))
        #expect(dump.contains("image \"chevron.right\""))
        #expect(dump.contains("text \"24 MB\""))
        #expect(!dump.contains("Made with care."))
    }

    @Test func statsGridHasFourRowsADividerAndASpanningCell() {
        let dump = StatsGridView().resolved().dump()
        #expect(dump.contains("grid alignment=leading-center spacing=24x12"))
        #expect(dump.components(separatedBy: "gridRow").count - 1 == 4)
        #expect(dump.contains("gridCell columns=2"))
        #expect(dump.contains("viewThatFits axes=horizontal"))
    }

    @Test func containerIdiomsResolve() {
        let dump = ContainerIdioms().resolved().dump()
        #expect(dump.contains("scroll axes=horizontal"))
        #expect(dump.contains("scroll axes=both"))
        #expect(dump.contains("lazyHGrid"))
        #expect(dump.contains("geometryReader"))
    }
}
