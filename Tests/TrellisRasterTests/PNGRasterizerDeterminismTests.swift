import Foundation
import Testing
import TrellisRaster

@Suite struct PNGRasterizerDeterminismTests {
    @Test func sameDocumentGivesTheSameBytesEveryTime() throws {
        let rasterizer = PNGRasterizer()
        let first = try rasterizer.png(fromSVG: RasterFixtures.text, scale: 2)
        for _ in 0..<5 {
            #expect(try rasterizer.png(fromSVG: RasterFixtures.text, scale: 2) == first)
        }
    }

    /// Many tasks at once, text and shapes mixed, each result equal to the serial one: calls from
    /// several threads neither crash nor change a byte.
    @Test func concurrentCallsGiveTheSerialBytes() async throws {
        let documents = [RasterFixtures.text, RasterFixtures.squares]
        let serial = try documents.map { try PNGRasterizer().png(fromSVG: $0, scale: 1) }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<32 {
                let index = round % documents.count
                let document = documents[index]
                group.addTask { (index, try PNGRasterizer().png(fromSVG: document, scale: 1)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 32)
        for (index, png) in results {
            #expect(png == serial[index])
        }
    }

    @Test func differentDocumentsGiveDifferentBytes() throws {
        let squares = try PNGRasterizer().png(fromSVG: RasterFixtures.squares)
        let moved = try PNGRasterizer().png(fromSVG: RasterFixtures.squares.replacingOccurrences(of: "#0000ff", with: "#0000fe"))
        #expect(squares != moved)
    }
}
