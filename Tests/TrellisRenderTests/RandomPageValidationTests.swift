import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisValidation
@testable import TrellisTestSupport

/// Pages Trellis writes for random trees once stalled its validator (a 128 KB page took 40 s; 12 of 226 took
/// over 45 s): libxml2 validated the schema's <mixed> content by search, exponential in the depth of an error,
/// and the List-in-Button markup of those trees has errors deep in nested spans. With every content model an
/// automaton, each page is one streaming pass. scripts/bench-validation.sh times it in release.
@MainActor struct RandomPageValidationTests {
    /// libxml2 validates every element of every page streaming, none by keeping and searching its subtree.
    @Test func randomPagesAreValidatedWithoutSearch() throws {
        var pages = RandomPages()
        pages.maximumDepth = 11
        guard case .compiled(let schema) = ValidationResources.shared.htmlSchema else {
            Issue.record("the HTML schema did not compile")
            return
        }
        var bytes = 0
        for seed in 0..<UInt64(40) {
            var page = try pages.page(seed: seed)
            bytes += page.utf8.count
            let whole = page.withUTF8 { utf8 in
                let raw = UnsafeRawBufferPointer(utf8)
                return XMLDocumentParser.stream(raw, maximumDepth: 1_000, schema: schema, records: ElementRecords(),
                                                into: ProblemCollector(document: raw)).wholeElements
            }
            #expect(whole == 0, "seed \(seed)")
        }
        // The trees are page-sized: about 20 KB on average, up to about 85 KB.
        #expect(bytes > 40 * 10_000)
    }

    /// The same seed gives the same page: a stall found once can be found again.
    @Test func aSeedNamesOnePage() throws {
        #expect(try RandomPages().page(seed: 7) == RandomPages().page(seed: 7))
        #expect(try RandomPages().page(seed: 7) != RandomPages().page(seed: 8))
    }

    /// For scripts/bench-validation.sh: writes pages for seeds 0..<TRELLIS_RANDOM_PAGES_COUNT into
    /// TRELLIS_RANDOM_PAGES_DIR, for the script to time `trellis validate` on each.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_RANDOM_PAGES_DIR"] != nil))
    func writePagesForTheBenchmark() throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = environment["TRELLIS_RANDOM_PAGES_DIR"]!
        var pages = RandomPages()
        pages.maximumDepth = 11
        for seed in 0..<UInt64(Int(environment["TRELLIS_RANDOM_PAGES_COUNT"] ?? "") ?? 226) {
            try pages.page(seed: seed).write(toFile: "\(directory)/random-\(seed).html", atomically: true, encoding: .utf8)
        }
    }
}
