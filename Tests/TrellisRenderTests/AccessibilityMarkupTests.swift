import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

/// The accessibility modifiers and the controls' roles as the two formats write them: ARIA in
/// the HTML, `title` and `desc` in the SVG (whose DTD has no ARIA).
@MainActor
@Suite struct AccessibilityMarkupTests {
    private func html(_ view: some View) throws -> String { try render(view).body }

    private func svg(_ view: some View) throws -> String { try SVGEmitter().render(view.resolved()) }

    @Test func aHeaderIsAHeadingOfLevelTwoUnlessOneIsGiven() throws {
        #expect(try html(Text("Today").accessibilityAddTraits(.isHeader)).contains(#"role="heading" aria-level="2""#))
        #expect(try html(Text("Today").accessibilityHeading(.h1)).contains(#"role="heading" aria-level="1""#))
    }

    @Test func aLabelledImageIsAnImageNamedByItsLabel() throws {
        let markup = try html(Image(systemName: "heart.fill").accessibilityLabel("Favorite"))
        #expect(markup.contains(#"role="img" aria-label="Favorite""#))
    }

    @Test func aValueFollowsTheLabelInTheName() throws {
        let markup = try html(Text("Steps").accessibilityLabel("Steps").accessibilityValue("9214"))
        #expect(markup.contains(#"aria-label="Steps, 9214""#))
        #expect(markup.components(separatedBy: "aria-label").count == 2)
    }

    @Test func aHiddenViewIsHiddenAndUnnamed() throws {
        let markup = try html(Text("Decoration").accessibilityLabel("x").accessibilityHidden(true))
        #expect(markup.contains(#"aria-hidden="true""#))
        #expect(!markup.contains("aria-label"))
        #expect(!markup.contains("role="))
    }

    @Test func combinedChildrenAreAGroupWithTheHintAsItsTitle() throws {
        let markup = try html(HStack { Text("Steps"); Text("9,214") }
            .accessibilityElement(children: .combine)
            .accessibilityHint("Today's total")
            .accessibilityIdentifier("steps"))
        #expect(markup.contains(#"role="group""#))
        #expect(markup.contains(#"title="Today&#39;s total""#) || markup.contains(#"title="Today's total""#))
        #expect(markup.contains(#"data-accessibility-identifier="steps""#))
    }

    @Test func modifiersInARowMakeOneNode() {
        let root = Text("a").accessibilityLabel("A").accessibilityHint("B").accessibilityAddTraits(.isButton).resolved().root
        guard case .accessibility(let values) = root.kind else { Issue.record("\(root.kind.name)"); return }
        #expect(values.label == "A" && values.hint == "B" && values.traits == .isButton)
        guard case .text = root.children.first?.kind else { Issue.record("nested"); return }
    }

    @Test func aLabelGivenToAControlWinsOverTheWordsItShows() {
        let root = Toggle("Wi-Fi", isOn: .constant(true)).accessibilityLabel("Wireless").resolved().root
        guard case .accessibility(let values) = root.kind else { Issue.record("\(root.kind.name)"); return }
        #expect(values.label == "Wireless")
        #expect(values.control == .toggle(isOn: true))
    }

    @Test func removedTraitsAreRemoved() {
        let root = Text("a").accessibilityAddTraits([.isHeader, .isButton]).accessibilityRemoveTraits(.isButton).resolved().root
        guard case .accessibility(let values) = root.kind else { Issue.record("\(root.kind.name)"); return }
        #expect(values.traits == .isHeader)
    }

    @Test func controlsStateTheirRoleAndState() throws {
        #expect(try html(Toggle("Wi-Fi", isOn: .constant(true))).contains(#"role="switch" aria-checked="true" aria-label="Wi-Fi""#))
        #expect(try html(Toggle("Wi-Fi", isOn: .constant(false))).contains(#"role="switch" aria-checked="false""#))
        let slider = try html(Slider(value: .constant(3.0), in: 0...4) { Text("Volume") })
        #expect(slider.contains(#"role="slider" aria-valuenow="3" aria-valuemin="0" aria-valuemax="4" aria-label="Volume""#))
        #expect(try html(ProgressView(value: 0.6)).contains(#"role="progressbar" aria-valuenow="60""#))
        #expect(try html(TextField("Name", text: .constant(""))).contains(#"role="textbox" aria-label="Name""#))
        #expect(try html(TextEditor(text: .constant("")).accessibilityLabel("Notes")).contains(#"role="textbox" aria-multiline="true" aria-label="Notes""#))
        #expect(try !html(TextEditor(text: .constant(""))).contains("textbox"), "a text box needs a name")
    }

    @Test func aControlInsideAButtonKeepsItsLookButNoWidgetRole() throws {
        let markup = try html(Button {} label: { Toggle("Inner", isOn: .constant(true)) })
        #expect(markup.contains("<button"))
        #expect(!markup.contains(#"role="switch""#))
    }

    @Test func aButtonTraitMakesInnerControlsPlain() throws {
        let markup = try html(VStack { Button("Inner") {} }.accessibilityAddTraits(.isButton))
        #expect(markup.contains(#"role="button""#))
        #expect(!markup.contains("<button"))
    }

    @Test func theSVGNamesWithTitlesAndDescribesWithDesc() throws {
        let image = try svg(Image(systemName: "heart.fill").accessibilityLabel("Favorite").accessibilityHint("Adds it"))
        #expect(image.contains("<g id=\"n0\"><title>Favorite</title><desc>Adds it</desc>"))
        #expect(try svg(Toggle("Wi-Fi", isOn: .constant(true))).contains("<title>Wi-Fi, on</title>"))
        #expect(try svg(ProgressView(value: 0.25)).contains("<title>Progress, 25%</title>"))
        let hidden = try svg(Text("x").accessibilityLabel("y").accessibilityHidden(true))
        #expect(!hidden.contains("<title>y"))
        #expect(!hidden.contains("aria-"))
    }
}
