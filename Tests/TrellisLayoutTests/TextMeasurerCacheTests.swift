import Foundation
import Testing
import Trellis
import TrellisLayout

/// The caches: the same (string, font, width) is laid out once, each paragraph shaped once per
/// face, and many layouts at once get the answers one at a time would.
@Suite struct TextMeasurerCacheTests {
    let body = Font.body.resolve()

    @Test func sameLayoutIsComputedOnce() throws {
        let fresh = try TextMeasurer()
        let first = fresh.layout("Water every other day", font: body, width: 100, lineLimit: nil, truncationMode: .tail)
        let second = fresh.layout("Water every other day", font: body, width: 100, lineLimit: nil, truncationMode: .tail)
        #expect(first == second)
        #expect(fresh.statistics.layoutMisses == 1)
        #expect(fresh.statistics.layoutHits == 1)
    }

    /// Widths that round to the same 1/64 px give the same lines, so they share an entry.
    @Test func widthsThatRoundAlikeShareAnEntry() throws {
        let fresh = try TextMeasurer()
        _ = fresh.layout("Water every other day", font: body, width: 100.001, lineLimit: nil, truncationMode: .tail)
        _ = fresh.layout("Water every other day", font: body, width: 100.002, lineLimit: nil, truncationMode: .tail)
        #expect(fresh.statistics.layoutMisses == 1)
    }

    /// Shaping works in design units, so one shaping serves every width and every size.
    @Test func paragraphIsShapedOncePerFace() throws {
        let fresh = try TextMeasurer()
        for width in [60, 120, 240] as [CGFloat] {
            for size in [13, 15, 17] as [CGFloat] { // one cut: Inter Display starts at 20
                _ = fresh.layout("Water every other day", font: Font.Resolved(size: size, lineHeight: size * 1.3),
                                 width: width, lineLimit: nil, truncationMode: .tail)
            }
        }
        #expect(fresh.statistics.paragraphMisses == 1)
        #expect(fresh.statistics.layoutMisses == 9)
    }

    @Test func concurrentLayoutsEqualSerialOnes() async throws {
        let strings = (0..<200).map { "Item \($0): water every \($0 % 7 + 1) days, \($0 * 37 % 101)% humidity" }
        let widths: [CGFloat] = [90, 140, 230]
        let serialMeasurer = try TextMeasurer()
        let serial = strings.flatMap { string in
            widths.map { serialMeasurer.layout(string, font: body, width: $0, lineLimit: 2, truncationMode: .middle) }
        }
        let shared = try TextMeasurer()
        let font = body
        let concurrent = await withTaskGroup(of: (Int, [TextLayout]).self) { group in
            for chunk in 0..<8 {
                group.addTask {
                    (chunk, stride(from: chunk, to: strings.count, by: 8).flatMap { index in
                        widths.map { shared.layout(strings[index], font: font, width: $0, lineLimit: 2, truncationMode: .middle) }
                    })
                }
            }
            var results = [[TextLayout]](repeating: [], count: strings.count)
            for await (chunk, layouts) in group {
                for (offset, index) in stride(from: chunk, to: strings.count, by: 8).enumerated() {
                    results[index] = Array(layouts[offset * widths.count..<(offset + 1) * widths.count])
                }
            }
            return results.flatMap { $0 }
        }
        #expect(concurrent == serial)
    }
}

@Suite struct FontLoadingTests {
    @Test func missingFontNamesTheFileAndThePackage() throws {
        let error = try #require(throws: FontLoadingError.self) { try TextMeasurer(fontDirectory: "/nonexistent/fonts") }
        #expect(error.path == "/nonexistent/fonts/DejaVuSans.ttf")
        #expect(error.reason == .missing)
        #expect(error.description.contains("fonts-dejavu-core"))
        #expect(error.description.contains("TRELLIS_FONT_DIR"))
    }

    @Test func fileThatIsNotAFontIsRejected() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("DejaVuSans.ttf"))
        let error = try #require(throws: FontLoadingError.self) { try TextMeasurer(fontDirectory: directory.path) }
        #expect(error.reason == .notAFont)
        #expect(error.path.hasSuffix("/DejaVuSans.ttf"))
    }
}
