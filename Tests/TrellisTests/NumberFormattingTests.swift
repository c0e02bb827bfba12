import Testing
import Trellis

/// The one number formatter must be total: any Double gives plain digits that CSS and SVG read
/// (it wrote `inf` for any finite value past about 9e15, and the W3C checker rejects `infpx`).
@Suite struct NumberFormattingTests {
    /// Digits, an optional point and one or two decimals (the last not 0), an optional minus, no `-0`.
    private func isPlainNumber(_ text: String) -> Bool {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return false }
        if parts.count == 2 && (parts[1].isEmpty || parts[1].count > 2 || parts[1].last == "0") { return false }
        if parts[0].count > 1 && parts[0].first == "0" { return false }
        return text != "-0"
    }

    static let edgeValues: [Double] = [
        0, -0.0, 0.001, -0.004, 0.005, 1.5, -1.25, 100, 1e6, 8.99e15, 9e15, 9.1e15, 2e16, 1e17, 1e18, 1e19, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
        .infinity, -.infinity, .nan, 0x1p63, 0x1p64, 123_456_789_012_345_680,
    ]

    @Test(arguments: edgeValues)
    func everyDoubleIsWrittenAsPlainDigits(_ value: Double) {
        let text = NumberFormatting.string(value)
        #expect(isPlainNumber(text), "\(value) → \(text)")
    }

    @Test func aHugeFiniteValueIsWrittenExactly() {
        for value in [9.1e15, 1e17, 1e19, 0x1p64, 1e300, -1e300, Double.greatestFiniteMagnitude] {
            let text = NumberFormatting.string(value)
            #expect(Double(text) == value, "\(value) → \(text)")
        }
        #expect(NumberFormatting.string(1e20) == "100000000000000000000")
        #expect(NumberFormatting.string(0x1p64) == "18446744073709551616")
        #expect(NumberFormatting.string(1e300).count == 301)
    }

    @Test func nanIsZeroAndAnInfinityIsTheLargestFiniteValue() {
        #expect(NumberFormatting.string(Double.nan) == "0")
        #expect(NumberFormatting.string(Double.infinity) == NumberFormatting.string(Double.greatestFiniteMagnitude))
        #expect(NumberFormatting.string(-Double.infinity) == NumberFormatting.string(-Double.greatestFiniteMagnitude))
    }

    @Test func ordinaryValuesKeepTwoDecimals() {
        #expect(NumberFormatting.string(1.005) == "1")
        #expect(NumberFormatting.string(2.5) == "2.5")
        #expect(NumberFormatting.string(-0.001) == "0")
        #expect(NumberFormatting.string(45.625) == "45.63")
        #expect(NumberFormatting.string(1_000_000) == "1000000")
    }

    @Test func randomDoublesOfEveryMagnitudeAreWrittenAsPlainDigits() {
        var generator = SplitMix(seed: 0x7E11_15)
        for _ in 0..<5_000 {
            let value = Double(bitPattern: generator.next())
            let text = NumberFormatting.string(value)
            #expect(isPlainNumber(text), "\(value) → \(text)")
        }
    }
}

/// A seeded generator, so a failure names a value that reproduces.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
