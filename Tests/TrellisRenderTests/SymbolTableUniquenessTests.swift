import Testing
@testable import TrellisRender
@testable import TrellisTestSupport

/// The tables are concatenated into one catalog keyed by name, where a second drawing of a name
/// silently replaces the first; two helpers' tables once both drew "clock".
struct SymbolTableUniquenessTests {
    @Test func eachNameIsDrawnByOneTableOnly() {
        var seen: [String: Int] = [:]
        for symbol in SymbolTable.all { seen[symbol.name, default: 0] += 1 }
        let twice = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(twice.isEmpty, "drawn more than once: \(twice.joined(separator: ", "))")
    }
}
