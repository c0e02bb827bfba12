import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisSite
@testable import TrellisTestSupport

/// Renders screens, loads them in headless Chromium with the fonts the pages ship, and reads the boxes back
/// with `getBoundingClientRect` (through `scripts/chromium-boxes.py`, in the screen's
/// coordinates). These pin the flexbox mapping to SwiftUI's numbers.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct EmitterChromiumTests {
    /// Loads `fragment` and returns the box of every element matching `selector`.
    func boxes(_ fragment: HTMLFragment, selector: String) throws -> [Box] {
        try boxes(fragment, selectors: [selector]).first ?? []
    }

    /// The engine's frame of each node in pre-order, laid out as `render` resolves the view.
    @MainActor func engineFrames<V: View>(of view: V) -> [CGRect] {
        var environment = EnvironmentValues()
        environment.theme = .marigold
        return LayoutEngine.standard.layout(view.resolved(in: environment), in: RenderCanvas.phone.size).nodes.map(\.frame)
    }

    /// One page load, the boxes for each selector in turn.
    func boxes(_ fragment: HTMLFragment, selectors: [String]) throws -> [[Box]] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.html")
        try harnessPage(fragment).write(to: file, atomically: true, encoding: .utf8)
        let page = try #require(try ChromiumHarness.measure([file], select: selectors).first)
        try page.requireMeasured()
        return selectors.map { page.selected?[$0] ?? [] }
    }

    @MainActor @Test func textBesideLongTextTakesSwiftUIsShare() throws {
        let view = HStack(spacing: 8) {
            Text("Short")
            Text("A much longer piece of text that cannot fit on one line beside its neighbour")
        }
        // The texts' own elements, not the span inside a wrapped text that lifts its lines.
        let measured = try boxes(try render(view), selector: ".trellis-screen span:not(span span)")
        try #require(measured.count == 2)
        let engine = engineFrames(of: view)
        let short = engine[1], long = engine[2]
        #expect(abs(measured[0].width - short.width) < 0.5, "Short: \(measured[0]), engine \(short)")
        // Offered what the short text leaves, the long text wraps, and its box is its widest line,
        // not the offer (SwiftUI's rule, which CSS alone does not follow): the row is narrower than
        // the canvas and centered in it.
        let offer = 390 - short.width - 8
        #expect(measured[1].width <= offer + 0.5 && measured[1].width > 250, "long: \(measured[1])")
        #expect(abs(measured[1].width - long.width) < 0.5, "long: \(measured[1]), engine \(long)")
        #expect(long.height > 22 && abs(measured[1].height - long.height) < 1.0 / 64, "wrapped lines: \(measured[1]), engine \(long)")
        let row = measured[0].width + 8 + measured[1].width
        #expect(abs(measured[0].x - (390 - row) / 2) < 0.5)
        #expect(abs(measured[1].x - measured[0].x - measured[0].width - 8) < 0.5)
    }

    @MainActor @Test func rowOfShortTextsHugs() throws {
        let view = HStack { Text("Hi"); Text("there") }
        let measured = try boxes(try render(view), selector: ".trellis-screen > div")
        try #require(measured.count == 1)
        let row = engineFrames(of: view)[0]
        #expect(abs(measured[0].width - row.width) < 0.5, "row: \(measured[0]), engine \(row)")
        // Centered in the canvas, as SwiftUI places a screen's root view.
        #expect(abs(measured[0].x - (390 - row.width) / 2) < 0.5)
        #expect(abs(measured[0].y - (844 - row.height) / 2) < 0.5)
    }

    @MainActor @Test func spacerPushesTextsToTheEdges() throws {
        let view = HStack { Text("a"); Spacer(); Text("b") }
        let measured = try boxes(try render(view), selector: ".trellis-screen span")
        try #require(measured.count == 2)
        #expect(abs(measured[0].x) < 0.5)
        #expect(abs(measured[1].x + measured[1].width - 390) < 0.5)
    }

    @MainActor @Test func controlsHaveIOSMetrics() throws {
        struct Screen: View {
            @State var choice = 0
            var body: some View {
                NavigationStack {
                    VStack(spacing: 0) {
                        Button("Buy") {}.buttonStyle(FillButtonStyle())
                        Picker("Pick", selection: $choice) {
                            Text("One").tag(0)
                            Text("Two").tag(1)
                            Text("Three, longer").tag(2)
                        }
                        .pickerStyle(.segmented)
                        List { Text("Row"); Text("Row 2") }
                    }
                    .navigationTitle("Controls")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let measured = try boxes(try render(Screen()), selectors: ["nav", "button", "[role=radio]", "li"])
        try #require(measured.count == 4)
        let (nav, button, segments, rows) = (measured[0], measured[1], measured[2], measured[3])
        #expect(nav.first.map { $0.y == 0 && $0.height == 44 && $0.width == 390 } == true, "\(nav)")
        // 16 points of padding around a one-line body text, 20.29 points tall as on iOS.
        #expect(button.first.map { abs($0.height - (32 + 20.29)) < 0.5 } == true, "\(button)")
        try #require(segments.count == 3)
        // Equal widths inside a 2-point inset track that spans the screen.
        #expect(abs(segments[0].width - segments[2].width) < 0.5 && abs(segments[0].width - (390 - 4) / 3) < 0.5, "\(segments)")
        #expect(abs(segments[0].height - 28) < 0.5)
        try #require(rows.count == 2)
        #expect(abs(rows[0].height - 44) < 0.5 && abs(rows[0].width - (390 - 32)) < 0.5, "\(rows)")
        #expect(abs(rows[1].y - rows[0].y - 44) < 0.5)
    }
}
