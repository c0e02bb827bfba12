import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisGolden
import TrellisSite
@testable import TrellisTestSupport

/// A modifier shows its @State and a switch that sets it.
private struct RevealModifier: ViewModifier {
    @State private var isRevealed = false

    func body(content: Content) -> some View {
        VStack {
            content
            Toggle("Reveal", isOn: $isRevealed)
            Text(isRevealed ? "revealed" : "hidden")
        }
    }
}

/// State after other stored properties, in a generic view: the wrapper is found at its offset in
/// each specialization.
private struct Counter<Label: StringProtocol>: View {
    let label: Label
    let padding: Double
    @State private var count = 1

    var body: some View {
        Stepper("\(label) \(count)", value: $count).padding(padding)
    }
}

@MainActor @Suite struct StatePersistenceTests {
    private func texts(_ tree: ResolvedTree) -> String { tree.dump() }

    @Test func aViewModifiersOwnStateIsKeptAcrossResolutions() throws {
        let store = StateStore(mode: .controls)
        let view = Text("Content").modifier(RevealModifier())
        #expect(view.resolved(in: EnvironmentValues(), states: store).dump().contains("\"hidden\""))
        let toggle = try #require(store.alternatives.first { $0.key.contains("RevealModifier") })
        toggle.value.apply()
        #expect(view.resolved(in: EnvironmentValues(), states: store).dump().contains("\"revealed\""))
    }

    @Test func stateAfterOtherPropertiesOfAGenericViewIsKeptForEachSpecialization() throws {
        let store = StateStore(mode: .controls)
        let view = VStack { Counter(label: "Cups", padding: 4); Counter(label: Substring("Plates"), padding: 2) }
        _ = view.resolved(in: EnvironmentValues(), states: store)
        for key in store.alternatives.keys.sorted() where key.hasSuffix(":increment") {
            store.alternatives[key]!.apply()
        }
        let dump = view.resolved(in: EnvironmentValues(), states: store).dump()
        #expect(dump.contains("Cups 2") && dump.contains("Plates 2"), "\(dump)")
        #expect(!store.alternatives.keys.contains { $0.contains("unknown context") }, "keys carry no addresses")
    }

    @Test func checkWithStatesKeepsAGoldenOfEachOptionsPageNamedTheSameUnderEveryTheme() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-state-goldens-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try StateVariants.galleryPage("plant-app")
        var check = try GoldenCheckCommand.parse(["--golden", folder.path, "--record", "--format", "html,svg", "--theme", "marigold,brinjal", "--color-scheme", "light", "--states", "controls"])
        let suite = GoldenSuite(pages: [GoldenSuite.Page(name: page.id, page: page)])
        _ = await check.run(suite, environment: ["TRELLIS_ARTIFACTS": folder.path + "-a"])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        for name in [
            "plant-app--style-view__style-brinjal.marigold.light.phone.html", "plant-app--style-view__style-brinjal.marigold.light.phone.svg",
            "plant-app--style-view__style-sunflower.marigold.light.phone.html", "plant-app--style-view__style-sunflower.brinjal.light.phone.html",
            "plant-app--style-view__style-marigold.brinjal.light.phone.svg",
        ] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
        #expect(!names.contains("plant-app--style-view__style-brinjal.brinjal.light.phone.html"), "Brinjal starts in its own option")
        check.record = false
        let again = await check.run(suite, environment: ["TRELLIS_ARTIFACTS": folder.path + "-a"])
        #expect(again.exitCode == 0 && again.count(.matched) == names.count, "\(again.text)")
        let plain = try GoldenCheckCommand.parse(["--golden", folder.path, "--format", "html,svg", "--theme", "marigold,brinjal", "--color-scheme", "light"])
        #expect(plain.states.mode == .none, "a check covers the first state unless asked")
    }
}
