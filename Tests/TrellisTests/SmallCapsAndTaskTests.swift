import Foundation
import Testing
@testable import Trellis

/// Small capitals are synthesized into runs before layout, so both emitters draw what layout
/// measured; `.task` closures are main-actor code as SwiftUI's are.
@MainActor
struct SmallCapsAndTaskTests {
    private func runs(_ view: some View) -> [(string: String, size: CGFloat)] {
        view.resolved().root.texts[0].styledRuns.map { ($0.string, $0.font.size) }
    }

    @Test func lowercaseLettersBecomeCapitalsAtTheSmallSize() {
        let full = Font.caption.resolve().size
        let small = ResolvedLength.size(full * 0.75)
        let drawn = runs(Text("Climate On").font(.caption.smallCaps()))
        // smallCaps() makes every letter a small capital: one run at the small size.
        #expect(drawn.map(\.string) == ["CLIMATE ON"])
        #expect(drawn.map(\.size) == [small])
    }

    @Test func lowercaseSmallCapsKeepsTheCapitalsFullSize() {
        let full = Font.body.resolve().size
        let small = ResolvedLength.size(full * 0.75)
        let drawn = runs(Text("Climate On").font(.body.lowercaseSmallCaps()))
        #expect(drawn.map(\.string) == ["C", "LIMATE ", "O", "N"])
        #expect(drawn.map(\.size) == [full, small, full, small])
        // The space after a small stretch stays in it; the string reads as the app wrote it, in capitals.
        #expect(Text("Climate On").font(.body.lowercaseSmallCaps()).resolved().root.texts[0].string == "CLIMATE ON")
    }

    @Test func uppercaseSmallCapsShrinksOnlyTheCapitals() {
        let full = Font.body.resolve().size
        let drawn = runs(Text("via NASA").font(.body.uppercaseSmallCaps()))
        #expect(drawn.map(\.string) == ["via ", "NASA"])
        #expect(drawn.map(\.size) == [full, ResolvedLength.size(full * 0.75)])
    }

    @Test func anEnvironmentFontInSmallCapsReachesTheTextAndKeepsItsWeight() {
        let text = VStack { Text("eco") }.font(.headline.smallCaps()).resolved().root.texts[0]
        #expect(text.string == "ECO")
        #expect(text.font.isBold)
        #expect(text.font.size == ResolvedLength.size(Font.headline.resolve().size * 0.75))
        // A plain font draws the letters as written.
        #expect(Text("eco").font(.headline).resolved().root.texts[0].string == "eco")
    }

    @MainActor final class Model: ObservableObject {
        @Published var phase = 0
    }

    struct Loader: View {
        @StateObject var model = Model()
        var body: some View {
            // In Swift 6 mode this only compiles when the action inherits the view's main actor,
            // as SwiftUI's `@_inheritActorContext @isolated(any)` action does.
            Text("Loading").task {
                if model.phase == 0 { model.phase = 1 }
            }
            .task(id: model.phase) {
                _ = model.phase
            }
        }
    }

    @Test func aTaskReadingAMainActorModelCompilesAndNeverRuns() {
        #expect(Loader().resolved().root.texts.map(\.string) == ["Loading"])
    }
}

/// A `navigationDestination(for:)` closure runs when a link below it is resolved, after the body
/// that wrote it returned; it reads that view's environment, as in SwiftUI.
@MainActor
struct DestinationEnvironmentTests {
    @Observable final class Store {
        var name = "Hall"
    }

    struct Rooms: View {
        @Environment(Store.self) private var store
        var body: some View {
            List {
                NavigationLink("Hall", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in
                Text("Room \(store.name)")
            }
        }
    }

    @Test func aDestinationClosureReadsTheEnvironmentOfTheViewThatWroteIt() {
        let tree = NavigationStack { Rooms() }.environment(Store()).resolved()
        let strings = tree.root.subtree(includingDestinations: true).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
        #expect(strings.contains("Room Hall"))
    }
}
