import Foundation
import Testing
import TrellisRaster

@Suite(.enabled(if: RsvgConvert.shouldRun, "needs rsvg-convert on PATH (required on CI)"))
struct RsvgConvertTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-rsvg-\(UUID().uuidString)").path

    func write(_ svg: String, as name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func fixturesRenderWithoutAWarning() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try RsvgConvert.warnings(for: write(RasterFixtures.squares, as: "squares.svg")) == "")
        #expect(try RsvgConvert.warnings(for: write(RasterFixtures.text, as: "text.svg")) == "")
    }

    /// So that an empty report means something: a broken file is reported, with the exit status.
    @Test func brokenFileIsReported() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try RsvgConvert.warnings(for: write("<svg", as: "broken.svg"))
        #expect(report.contains("XML parse error"))
        #expect(report.hasSuffix("rsvg-convert exited 1"))
    }

    /// The in-process rasterizer is librsvg as the command-line tool uses it: the same pixels
    /// and, both writing through cairo, the same PNG bytes.
    @Test(arguments: ["squares", "text"])
    func inProcessPNGEqualsRsvgConvertsPNG(fixture: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = fixture == "squares" ? RasterFixtures.squares : RasterFixtures.text
        let png = folder + "/" + fixture + ".png"
        #expect(try RsvgConvert.warnings(for: write(svg, as: fixture + ".svg"), pngPath: png) == "")
        let theirs = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(try PNGRasterizer().png(fromSVG: svg) == theirs)
    }
}
