import Synchronization
import Testing
import Trellis
import TrellisLayout

/// The engine's promise to the measurer: a text is measured once for each width it is offered,
/// however many heights a stack probes it at, and placing it reuses what sizing measured.
@MainActor
struct MeasurementReuseTests {
    /// The fixed-advance measurer, recording every request it gets.
    final class RecordingMeasurer: TextMeasuring, Sendable {
        struct Request: Hashable {
            var string: String
            var width: CGFloat?
        }

        let requests = Mutex<[Request]>([])

        func metrics(for font: Font.Resolved) -> FontMetrics {
            FixedAdvanceMeasurer().metrics(for: font)
        }

        func layout(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode) -> TextLayout {
            requests.withLock { $0.append(Request(string: string, width: width)) }
            return FixedAdvanceMeasurer().layout(string, font: font, width: width, lineLimit: lineLimit, truncationMode: truncationMode)
        }

        var repeated: [Request] {
            requests.withLock { requests in
                var seen: Set<Request> = []
                return requests.filter { !seen.insert($0).inserted }
            }
        }
    }

    @Test func aTextInARowOfAColumnIsMeasuredOncePerWidth() {
        let measurer = RecordingMeasurer()
        // The column probes the row at heights 0 and infinity and then offers it a height; the
        // row probes each text at widths 0 and infinity for each of them.
        let view = VStack { HStack { Text("Plants"); Spacer(); Text("Water every other day") } }
        let layout = LayoutEngine(measurer: measurer).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 200, height: 100))
        #expect(measurer.repeated.isEmpty, "measured again: \(measurer.repeated)")
        #expect(layout.nodes.contains { $0.lines.map(\.text) == ["Water every", "other day"] })
    }

    @Test func placingATextReusesTheMeasurementThatSizedIt() {
        let measurer = RecordingMeasurer()
        let layout = LayoutEngine(measurer: measurer).layout(Text("ab cd").resolved(in: EnvironmentValues()), in: CGSize(width: 30, height: 100))
        #expect(measurer.requests.withLock { $0 } == [.init(string: "ab cd", width: 30)])
        #expect(layout[0].lines.map(\.text) == ["ab", "cd"])
    }
}
