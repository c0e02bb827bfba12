import Foundation
import Testing
import Trellis
import TrellisRender

/// Renders screens, loads them in headless Chromium with the DejaVu fonts, and reads the boxes back
/// with `getBoundingClientRect`. These pin the flexbox mapping to SwiftUI's numbers.
@Suite(.enabled(if: executable("chromium") != nil, "needs chromium on PATH"))
struct EmitterChromiumTests {
    /// Loads `fragment` and returns the `[left, top, width, height]` of every element matching `selector`.
    func boxes(_ fragment: HTMLFragment, selector: String) throws -> [[Double]] {
        let script = """
            document.fonts.ready.then(function(){
              var out=[];
              document.querySelectorAll('\(selector)').forEach(function(e){
                var r=e.getBoundingClientRect(); out.push([r.left,r.top,r.width,r.height].join(','));
              });
              var p=document.createElement('pre'); p.id='measured'; p.textContent=out.join(';');
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
            return []
        }
        let text = dom[start.upperBound..<end.lowerBound]
        return text.split(separator: ";").map { $0.split(separator: ",").map { Double($0) ?? .nan } }
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
}
