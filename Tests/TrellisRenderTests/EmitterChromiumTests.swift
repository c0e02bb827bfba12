import Foundation
import Testing
import Trellis
import TrellisRender

/// Renders screens, loads them in headless Chromium with the DejaVu fonts, and reads the boxes back
/// with `getBoundingClientRect`. These pin the flexbox mapping to SwiftUI's numbers.
@Suite(.serialized, .enabled(if: executable("chromium") != nil, "needs chromium on PATH"))
struct EmitterChromiumTests {
    /// Loads `fragment` and returns the `[left, top, width, height]` of every element matching `selector`.
    func boxes(_ fragment: HTMLFragment, selector: String) throws -> [[Double]] {
        try boxes(fragment, selectors: [selector]).first ?? []
    }

    /// One page load, the boxes for each selector in turn.
    func boxes(_ fragment: HTMLFragment, selectors: [String]) throws -> [[[Double]]] {
        let list = selectors.map { "'" + $0 + "'" }.joined(separator: ",")
        let script = """
            document.fonts.ready.then(function(){
              var out=[];
              [\(list)].forEach(function(s){
                var boxes=[];
                document.querySelectorAll(s).forEach(function(e){
                  var r=e.getBoundingClientRect(); boxes.push([r.left,r.top,r.width,r.height].join(','));
                });
                out.push(boxes.join(';'));
              });
              var p=document.createElement('pre'); p.id='measured'; p.textContent=out.join('|');
              document.body.appendChild(p);
            });
            """
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.html")
        try harnessPage(fragment, script: script).write(to: file, atomically: true, encoding: .utf8)
        let dom = try run(executable("chromium")!, [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=5000", "--dump-dom", file.absoluteString,
        ])
        guard let start = dom.range(of: "<pre id=\"measured\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("no measurement in Chromium's DOM")
            return selectors.map { _ in [] }
        }
        let text = dom[start.upperBound..<end.lowerBound]
        return text.split(separator: "|", omittingEmptySubsequences: false).map { group in
            group.split(separator: ";").map { $0.split(separator: ",").map { Double($0) ?? .nan } }
        }
    }

    @MainActor @Test func textBesideLongTextTakesSwiftUIsShare() throws {
        let view = HStack(spacing: 8) {
            Text("Short")
            Text("A much longer piece of text that cannot fit on one line beside its neighbour")
        }
        let measured = try boxes(try render(view), selector: ".trellis-screen span")
        try #require(measured.count == 2)
        #expect(abs(measured[0][2] - 45.62) < 0.5, "Short: \(measured[0])")
        #expect(abs(measured[1][2] - 336.38) < 0.5, "long: \(measured[1])")
        // The row fills the canvas: 45.62 + 8 + 336.38 = 390.
        #expect(abs(measured[0][0] - 0) < 0.5)
        #expect(abs(measured[1][0] + measured[1][2] - 390) < 0.5)
    }

    @MainActor @Test func rowOfShortTextsHugs() throws {
        let view = HStack { Text("Hi"); Text("there") }
        let measured = try boxes(try render(view), selector: ".trellis-screen > div")
        try #require(measured.count == 1)
        #expect(abs(measured[0][2] - 70.5) < 0.5, "row: \(measured[0])")
        // Centered in the canvas, as SwiftUI places a screen's root view.
        #expect(abs(measured[0][0] - (390 - 70.5) / 2) < 0.5)
        #expect(abs(measured[0][1] - (844 - 22) / 2) < 0.5)
    }

    @MainActor @Test func spacerPushesTextsToTheEdges() throws {
        let view = HStack { Text("a"); Spacer(); Text("b") }
        let measured = try boxes(try render(view), selector: ".trellis-screen span")
        try #require(measured.count == 2)
        #expect(abs(measured[0][0]) < 0.5)
        #expect(abs(measured[1][0] + measured[1][2] - 390) < 0.5)
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
        #expect(nav.first.map { $0[1] == 0 && $0[3] == 44 && $0[2] == 390 } == true, "\(nav)")
        // 16 points of padding around a 22-point body line.
        #expect(button.first.map { abs($0[3] - 54) < 0.5 } == true, "\(button)")
        try #require(segments.count == 3)
        // Equal widths inside a 2-point inset track that spans the screen.
        #expect(abs(segments[0][2] - segments[2][2]) < 0.5 && abs(segments[0][2] - (390 - 4) / 3) < 0.5, "\(segments)")
        #expect(abs(segments[0][3] - 28) < 0.5)
        try #require(rows.count == 2)
        #expect(abs(rows[0][3] - 44) < 0.5 && abs(rows[0][2] - (390 - 32)) < 0.5, "\(rows)")
        #expect(abs(rows[1][1] - rows[0][1] - 44) < 0.5)
    }
}
