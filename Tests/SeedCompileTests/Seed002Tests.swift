import Testing
import Trellis

/// Seed 002: the Caption modifier reads `captionBackgroundColor` from the environment.
@MainActor
@Suite struct Seed002Tests {
    @Test func captionWithoutAColorUsesTheKeysDefault() {
        let light = Text("Hi").caption().resolved()
        let dark = Text("Hi").caption().resolved(in: .with { $0.colorScheme = .dark })
        // Color(.secondarySystemBackground): #F2F2F7 light, #1C1C1E dark.
        #expect(light.root.backgroundFill(behind: "Hi")?.text == "#F2F2F7")
        #expect(dark.root.backgroundFill(behind: "Hi")?.text == "#1C1C1E")
    }

    @Test func articlesFinalExampleIsALargeTitleOnYellow() {
        let tree = Seed002.InUse().resolved()
        #expect(tree.root.kind == .clip(.roundedRectangle(cornerRadius: 5, style: .circular)))
        #expect(tree.root.backgroundFill(behind: "Hello, world!")?.text == "#FFCC00")
        let text = tree.root.text("Hello, world!")
        #expect(text?.font.size == 34)
        #expect(tree.root.subtree.contains { $0.kind == .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)) })
    }

    @Test func appWideColorReachesEveryCaptionAndOneViewOverridesIt() {
        let tree = VStack {
            Text("first").caption()
            Text("second").caption().captionBackgroundColor(.green)
            Text("third").caption(font: .headline)
        }
        .captionBackgroundColor(.yellow)
        .resolved()
        #expect(tree.root.backgroundFill(behind: "first")?.text == "#FFCC00")
        #expect(tree.root.backgroundFill(behind: "second")?.text == "#34C759")
        #expect(tree.root.backgroundFill(behind: "third")?.text == "#FFCC00")
    }

    @Test func environmentModifierAndConvenienceModifierSetTheSameValue() {
        let viaEnvironment = Seed002.PropertyUsage().environment(\.captionBackgroundColor, .yellow).resolved()
        let viaModifier = Seed002.PropertyUsage().captionBackgroundColor(.yellow).resolved()
        let unset = Seed002.PropertyUsage().resolved()
        #expect(viaEnvironment.root.kind == .color(Color.Resolved(rgb: 0xFFCC00)))
        #expect(viaModifier.root == viaEnvironment.root)
        #expect(unset.root.kind == .color(Color.Resolved(rgb: 0xF2F2F7)))
    }

    @Test func earlierModifierWithAnExplicitColorStillWorks() {
        let tree = Seed002.EarlierCaptionUsage().resolved()
        #expect(tree.root.backgroundFill(behind: "Hello, world!")?.text == "#FFCC00")
        #expect(tree.root.text("Hello, world!")?.font.weight == .semibold)  // .headline
    }
}
