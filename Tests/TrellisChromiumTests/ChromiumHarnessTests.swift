import Foundation
import Testing
@testable import TrellisTestSupport

/// The measuring harness (`scripts/chromium-boxes.py`) against handmade pages whose boxes are known
/// from their own CSS, so the harness is checked apart from anything Trellis writes.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct ChromiumHarnessTests {
    static let fonts = """
        @font-face{font-family:"DejaVu Sans";src:url("file:///usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");font-weight:400}
        @font-face{font-family:"DejaVu Sans";src:url("file:///usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");font-weight:700}
        """

    /// The screen sits 53 px right and 37 px down in the page, so boxes read relative to the page
    /// rather than the screen would be off by that much.
    static let boxesPage = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"/><title>boxes</title><style>
        \(fonts)
        body{margin:0;padding:37px 0 0 53px}
        .trellis-screen{position:relative;width:390px;height:844px;font:17px/22px "DejaVu Sans"}
        .abs{position:absolute}
        </style></head><body>
        <div class="trellis-screen">
        <div id="n0" class="abs" style="left:10px;top:20px;width:100px;height:50px">\
        <div id="n0.0" style="margin:5px 0 0 7.5px;width:10.25px;height:12px"></div></div>
        <div id="n1" class="abs" style="left:200px;top:300.5px;width:0;height:0"></div>
        <div id="nav" class="abs" style="left:1px;top:1px;width:1px;height:1px"></div>
        <div id="n2" class="abs" style="left:0;top:400px;width:1px;height:1px"></div>
        <div id="n2" class="abs" style="left:0;top:500px;width:1px;height:1px"></div>
        </div>
        <div id="n9">outside the screen</div>
        </body></html>
        """

    /// Texts at 17 px with a 22 px line and at 34 px with a 41 px line, the two reference cases
    /// states Chromium's baseline rule for.
    static let textPage = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"/><title>text</title><style>
        \(fonts)
        body{margin:0}
        .trellis-screen{position:relative;width:390px;height:844px;font:17px/22px "DejaVu Sans";white-space:pre-wrap}
        .abs{position:absolute}
        </style></head><body><div class="trellis-screen">
        <span id="n0" class="abs" style="left:30.5px;top:100px">AVATAR Typography</span>
        <div id="n1" class="abs" style="left:0;top:200px;width:120px">Tap to view updated styles</div>
        <div id="n2" class="abs" style="left:0;top:300px;width:300px">a
        b  c   </div>
        <div id="n3" class="abs" style="left:5px;top:400px;font-size:34px;line-height:41px;font-weight:700">AVATAR Typography</div>
        <div id="n4" class="abs" style="left:0;top:500px;width:120px;white-space:normal">Tap to view updated styles</div>
        </div></body></html>
        """

    /// The same line as the text page's first, drawn by the baseline rule; a clip path's content,
    /// which draws nothing, carries a node id to show it is skipped.
    static let svgPage = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="390" height="844" viewBox="0 0 390 844">
        <style type="text/css"><![CDATA[\(fonts)]]></style>
        <defs><clipPath id="n0.clip"><rect id="n5" x="0" y="0" width="5" height="5"/></clipPath></defs>
        <rect id="n0" x="10" y="20" width="100" height="50" fill="#ff0000"/>
        <g id="n1" font-family="DejaVu Sans" font-size="17">\
        <text x="30.5" y="117" xml:space="preserve">AVATAR Typography</text>\
        <text x="30.5" y="139">second</text></g>
        </svg>
        """

    func write(_ pages: [(name: String, text: String)]) throws -> (URL, [URL]) {
        let directory = try temporaryDirectory()
        let files = try pages.map { page in
            let file = directory.appendingPathComponent(page.name)
            try page.text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        return (directory, files)
    }

    @Test func boxesAreRelativeToTheirScreen() throws {
        let (directory, files) = try write([("boxes.html", Self.boxesPage)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try #require(try ChromiumHarness.measure(files).first)
        #expect(page.error == nil)
        #expect(page.screens == [Box(x: 53, y: 37, width: 390, height: 844)])
        let boxes = page.boxes
        #expect(boxes["n0"] == Box(x: 10, y: 20, width: 100, height: 50))
        #expect(boxes["n0.0"] == Box(x: 17.5, y: 25, width: 10.25, height: 12))
        #expect(boxes["n1"] == Box(x: 200, y: 300.5, width: 0, height: 0))
        // The first of two elements with one id is measured; the repeat is reported.
        #expect(boxes["n2"]?.y == 400)
        #expect(page.duplicateIds == ["n2"])
        #expect(throws: ChromiumHarnessError.self) { try page.requireMeasured() }
        // Only node paths count: "nav" is some other id.
        #expect(Set(boxes.keys) == ["n0", "n0.0", "n1", "n2"])
        #expect(page.unplaced == ["n9"])
        #expect(page.nodes?.first?.tag == "div")
    }

    @Test func textLinesHaveChromiumsBaselinesAndWidths() throws {
        let (directory, files) = try write([("text.html", Self.textPage)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try #require(try ChromiumHarness.measure(files, lines: true).first)
        try page.requireMeasured()
        let nodes = Dictionary(uniqueKeysWithValues: (page.nodes ?? []).map { ($0.id, $0) })

        // Recorded in Chromium 156 (scripts/record-text-metrics.sh): measureText gives 168.1157 at 17 px and
        // 190.1709 in Bold (twice that at 34 px); a box is that rounded up to 1/64 px.
        // Baseline = top + ⌊(L − A − D)/2⌋ + A, with A 16 and D 4 at 17 px, 32 and 8 at 34 px.
        let single = try #require(nodes["n0"])
        #expect(single.box == Box(x: 30.5, y: 100, width: 168.125, height: 22))
        #expect(single.lines == [BrowserLine(text: "AVATAR Typography", x: 30.5, baseline: 100 + 1 + 16, width: 168.125)])
        let large = try #require(nodes["n3"]?.lines)
        #expect(large == [BrowserLine(text: "AVATAR Typography", x: 5, baseline: 400 + 0 + 32, width: (2 * 190.1709 * 64).rounded(.up) / 64)])

        // Greedy breaking in 120 px; the space at each break hangs at the end of its line.
        let wrapped = try #require(nodes["n1"])
        #expect(wrapped.box.height == 3 * 22)
        #expect(wrapped.lines?.map(\.text) == ["Tap to view", "updated", "styles"])
        #expect(wrapped.lines?.map(\.baseline) == [217, 239, 261])
        #expect(wrapped.lines?.allSatisfy { $0.x == 0 && $0.width > 0 && $0.width <= 120 } == true)
        // Where spaces collapse, the space at a break has a box on both lines; it ends the first.
        #expect(nodes["n4"]?.lines?.map(\.text) == ["Tap to view", "updated", "styles"])
        #expect(nodes["n4"]?.lines?.map(\.width) == wrapped.lines?.map(\.width))

        // A forced break; inner spaces stay, trailing ones do not count.
        let forced = try #require(nodes["n2"]?.lines)
        #expect(forced.map(\.text) == ["a", "b  c"])
        #expect(forced.map(\.baseline) == [317, 339])
    }

    @Test func svgBoxesAreRelativeToTheRootAndEachTextIsALine() throws {
        let (directory, files) = try write([("text.html", Self.textPage), ("shapes.svg", Self.svgPage)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = try ChromiumHarness.measure(files, lines: true)
        try #require(pages.count == 2)
        for page in pages { try page.requireMeasured() }
        let svg = pages[1]
        #expect(svg.kind == "svg")
        #expect(svg.boxes["n0"] == Box(x: 10, y: 20, width: 100, height: 50))
        #expect(svg.boxes["n5"] == nil, "a clip path's content draws nothing")
        let lines = try #require(svg.nodes?.first { $0.id == "n1" }?.lines)
        #expect(lines.map(\.text) == ["AVATAR Typography", "second"])
        #expect(lines.map(\.x) == [30.5, 30.5])
        #expect(lines.map(\.baseline) == [117, 139])
        // The same text in the same font measures the same in SVG as in HTML.
        let html = try #require(pages[0].nodes?.first { $0.id == "n0" }?.lines?.first)
        #expect(abs(lines[0].width - html.width) < 0.5, "svg \(lines[0].width), html \(html.width)")
    }

    @Test func aBatchReportsEveryPageAndGoesOnAfterOneFails() throws {
        let hanging = Self.boxesPage.replacingOccurrences(of: "</body>", with: "<script>while(true){}</script></body>")
        let (directory, written) = try write([("boxes.html", Self.boxesPage), ("hanging.html", hanging), ("text.html", Self.textPage)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [written[0], directory.appendingPathComponent("missing.html"), written[1], written[2]]
        let pages = try ChromiumHarness.measure(files, timeout: 3)
        #expect(pages.map(\.file) == files.map(\.path))
        #expect(pages[0].error == nil && pages[0].boxes.count == 4)
        #expect(pages[1].error == "no such file")
        #expect(pages[2].error?.contains("timed out") == true)
        #expect(pages[3].error == nil && pages[3].boxes.count == 5)
    }

    @Test func screenshotIsTheScreenAtScaleOne() throws {
        let (directory, files) = try write([("boxes.html", Self.boxesPage), ("shapes.svg", Self.svgPage)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let shots = directory.appendingPathComponent("shots")
        let pages = try ChromiumHarness.measure(files, screenshots: shots)
        for page in pages {
            let path = try #require(page.screenshot)
            let png = try Data(contentsOf: URL(fileURLWithPath: path))
            // The IHDR chunk's width and height, big-endian, right after the signature.
            let size = [16, 20].map { offset in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && size == [390, 844], "\(path): \(size)")
        }
    }
}

/// Runs without chromium: the harness's "skip" status, which a test turns into a skip (or, on
/// CI, a failure).
@Test func aMissingChromiumIsReportedAsUnavailable() throws {
    guard executable("python3") != nil else { return }
    #expect {
        _ = try ChromiumHarness.measure([URL(fileURLWithPath: "/nonexistent.html")], chromium: "/nonexistent/chromium")
    } throws: { error in
        guard case ChromiumHarnessError.unavailable(let message) = error else { return false }
        return message.contains("/nonexistent/chromium")
    }
}
