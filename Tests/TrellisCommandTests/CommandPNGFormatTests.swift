import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisRaster
import TrellisSite
@testable import TrellisTestSupport

/// `--format png` and `--scale`: each screen's SVG as PNG beside it, through librsvg in-process.
@MainActor @Suite struct CommandPNGFormatTests {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "no pixels today" }
    }

    func render(
        _ arguments: [String], concurrently: Bool = true, rasterizer: @escaping SVGRasterizer = TrellisCommandLine.librsvg
    ) async -> (status: Int32, folder: URL, output: CapturedOutput) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString)")
        let captured = CapturedOutput()
        let command = TrellisCommandLine(
            pages: [greetingPage], check: libxml2Check, output: captured.commandOutput,
            rendersConcurrently: concurrently, rasterizer: rasterizer)
        let status = await command.run(arguments: ["render", "--out", folder.path, "--theme", "marigold", "-q"] + arguments)
        return (status, folder, captured)
    }

    /// Width and height from the PNG's IHDR chunk (big-endian words at bytes 16 and 20).
    func size(ofPNG url: URL) throws -> (width: Int, height: Int) {
        let bytes = try [UInt8](Data(contentsOf: url))
        try #require(bytes.count > 24 && Array(bytes[12..<16]) == Array("IHDR".utf8))
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("marigold").path).sorted()
    }

    @Test func scalesOneAndTwoWritePageAndAt2xForEveryScreen() async throws {
        let (status, folder, _) = await render(["--format", "png", "--scale", "1,2"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        // PNG alone: no page, no SVG, only the images of both screens.
        #expect(try files(in: folder) == ["greeting--details.png", "greeting--details@2x.png", "greeting.png", "greeting@2x.png"])
        let one = try size(ofPNG: folder.appendingPathComponent("marigold/greeting.png"))
        let two = try size(ofPNG: folder.appendingPathComponent("marigold/greeting@2x.png"))
        #expect(one == (390, 844))
        #expect(two == (780, 1688))
    }

    @Test func theDefaultScaleIsOne() async throws {
        let (status, folder, _) = await render(["--format", "html,png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        #expect(try files(in: folder) == ["greeting--details.html", "greeting--details.png", "greeting.html", "greeting.png"])
    }

    /// The image is the SVG written beside it, as librsvg draws it: the same bytes as rasterizing
    /// that file, and not a blank canvas (the greeting's text darkens pixels).
    @Test func eachPNGIsItsSVGRasterized() async throws {
        let (status, folder, _) = await render(["--format", "svg,png", "--scale", "2"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("marigold/greeting.svg"), encoding: .utf8)
        let png = try [UInt8](Data(contentsOf: folder.appendingPathComponent("marigold/greeting@2x.png")))
        #expect(png == (try PNGRasterizer().png(fromSVG: svg, scale: 2)))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("marigold/greeting.png").path))
        let pixels = try PNGRasterizer().pixels(fromSVG: svg, scale: 2)
        #expect(Set(pixels.rgba).count > 2)
    }

    @Test func concurrentRunWritesTheSerialRunsBytes() async throws {
        let (_, parallel, _) = await render(["--format", "svg,png", "--scale", "1,2"], concurrently: true)
        let (_, serial, _) = await render(["--format", "svg,png", "--scale", "1,2"], concurrently: false)
        defer {
            try? FileManager.default.removeItem(at: parallel)
            try? FileManager.default.removeItem(at: serial)
        }
        let names = try files(in: parallel)
        #expect(names == (try files(in: serial)))
        #expect(names.count == 6)
        for name in names {
            let a = try Data(contentsOf: parallel.appendingPathComponent("marigold/" + name))
            let b = try Data(contentsOf: serial.appendingPathComponent("marigold/" + name))
            #expect(a == b, "\(name)")
        }
    }

    @Test func aFailedImageNamesItsFileAndWritesNothing() async throws {
        let (status, folder, output) = await render(["--format", "svg,png"]) { _, _ in throw Refusal() }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 1)
        #expect(output.standardError.contains("marigold/greeting.png: cannot rasterize marigold/greeting.svg: no pixels today"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}

@Suite struct RenderScaleOptionTests {
    func message(_ arguments: [String]) -> String? {
        do {
            _ = try RenderOptions.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func scalesAreAListInAscendingOrder() throws {
        #expect(try RenderOptions.parse(["--format", "png"]).scales == [1])
        #expect(try RenderOptions.parse(["--format", "png", "--scale", "2,1"]).scales == [1, 2])
        #expect(try RenderOptions.parse(["--format=png", "--scale=2", "--scale", "2"]).scales == [2])
        #expect(try RenderOptions.parse(["--format", "png", "--scale", "all"]).scales == [1, 2])
    }

    @Test func anUnknownScaleListsTheKnownOnes() {
        #expect(message(["--format", "png", "--scale", "3"]) == "unknown scale '3'; scales: 1, 2, or all")
        #expect(message(["--format", "png", "--scale", "2x"]) == "unknown scale '2x'; scales: 1, 2, or all")
        #expect(message(["--format", "png", "--scale="]) == "--scale needs a value")
    }

    @Test func aScaleWithoutPNGIsRefusedRatherThanIgnored() {
        #expect(message(["--scale", "2"]) == "--scale applies to PNG output only; add --format png")
        #expect(message(["--format", "svg", "--scale", "1"]) == "--scale applies to PNG output only; add --format png")
    }
}
