import CorpusSupport
import Testing
import Trellis

/// The stopwatch screen, as an app writes it: its model imports only Foundation (this target
/// imports Trellis implicitly, the setting the Compatibility article gives), the timer is a
/// `Timer.publish(…).autoconnect()` read with `.onReceive`, and lifecycle, gesture and animation
/// modifiers are on the way.
@MainActor @Suite struct StopwatchCorpusTests {
    private func running() -> StopwatchModel {
        StopwatchModel(elapsed: 83, isRunning: true, laps: [.init(number: 2, duration: 41), .init(number: 1, duration: 30)])
    }

    @Test func theScreenShowsTheModelsTimeAndLaps() {
        let texts = StopwatchView(model: running()).resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
        #expect(texts.contains("01:23"))
        #expect(texts.contains("Lap 2") && texts.contains("Lap 1"))
        #expect(texts.contains("00:41") && texts.contains("00:30"))
        #expect(texts.contains("Stop") && texts.contains("Lap"))
    }

    @Test func theNoOpModifiersRunNoActions() {
        let model = running()
        _ = StopwatchView(model: model).resolved()
        #expect(model.elapsed == 83, "onReceive, onAppear and the gestures must not run in a snapshot")
        #expect(model.isRunning)
        #expect(model.laps.count == 2)
    }

    @Test func thePreviewsAreBothScreens() {
        let texts = AnyView(StopwatchView_Previews.previews).resolved().root.subtree(includingDestinations: false)
            .compactMap { node -> String? in if case .text(let text) = node.kind { text.string } else { nil } }
        #expect(texts.filter { $0 == "Stopwatch" }.count == 2)
        #expect(texts.contains("01:23") && texts.contains("00:00"))
    }

    @Test func rendersValidHTMLAndSVGThatShowTheLaps() async {
        let model = running()
        let rendering = await renderCorpus([
            (id: "stopwatch", view: { AnyView(StopwatchView(model: model)) }),
            (id: "stopwatch-idle", view: { AnyView(StopwatchView(model: StopwatchModel())) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let stopwatch = rendering.documents(ofPage: "stopwatch.")
        #expect(stopwatch.map(\.path) == ["marigold/stopwatch.html", "marigold/stopwatch.svg"])
        for document in stopwatch {
            for text in ["01:23", "Lap 2", "00:41", "Lap 1", "00:30"] {
                #expect(document.text.contains(text), "\(document.path) lacks \(text)")
            }
        }
        // Each lap row is a link, so each lap's detail screen is a page of its own.
        let details = rendering.documents.keys.filter { $0.hasPrefix("marigold/stopwatch--") }
        #expect(details.count == 4, "\(details.sorted())")
        #expect(rendering.documents["marigold/stopwatch-idle.html"]?.contains("00:00") == true)
    }
}
