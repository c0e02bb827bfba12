/// The one way Trellis writes a number into any output: at most two decimals, no trailing zeros,
/// no `-0`, no exponent. Goldens stay stable because every emitter goes through here.
///
/// It is total: every `Double` gets plain decimal digits that CSS, SVG and XML all read. A resolved
/// tree holds only lengths within ±`ResolvedLength.limit`, so the cases below past that bound are
/// for numbers a caller formats directly: a finite value of any size is written exactly (1e300 as
/// its 301 digits), NaN as `0`, and an infinity as the largest finite value of its sign, the
/// nearest number that has digits.
public enum NumberFormatting {
    /// The shortest text that reads back as the same `Double`, so output is byte-identical everywhere.
    public static func string(_ value: Double) -> String {
        // At most 20 bytes, so most numbers fit Swift's small-string form: no allocation.
        guard let scaled = hundredths(value) else { return hugeString(value) }
        return String(unsafeUninitializedCapacity: maximumLength) { write(scaled, into: $0) }
    }

    /// Appends `string(value)`'s UTF-8 to `bytes` without making a String: the emitters' buffers
    /// are bytes, and this is their hottest write.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard let scaled = hundredths(value) else {
            bytes.append(contentsOf: hugeString(value).utf8)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(scaled, into: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// A sign, 16 digits, a point and two decimals.
    private static let maximumLength = 20

    /// The value in hundredths, rounded, as an integer (so no float printing and no exponent is
    /// involved); NaN as 0 and an infinity as the largest finite value of its sign; nil past 9e15,
    /// which `hugeString` writes.
    private static func hundredths(_ value: Double) -> Int64? {
        if value.isNaN { return 0 }
        if value.isInfinite { return nil }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e17 else { return nil }
        return Int64(hundredths)
    }

    /// Writes `scaled` hundredths: the whole part, then "." and one or two decimals unless they are 0.
    private static func write(_ scaled: Int64, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        if scaled < 0 {
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = scaled.magnitude
        var whole = magnitude / 100
        let start = count
        repeat {
            buffer[count] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
            count += 1
        } while whole > 0
        var low = start
        var high = count - 1
        while low < high {
            buffer.swapAt(low, high)
            low += 1
            high -= 1
        }
        let fraction = magnitude % 100
        if fraction != 0 {
            buffer[count] = UInt8(ascii: ".")
            buffer[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
            count += 2
            if fraction % 10 != 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(fraction % 10)
                count += 1
            }
        }
        return count
    }

    /// The same text for a length, or `nil` for a missing one, so optional sizes print the one way.
    public static func string(_ value: CGFloat?) -> String {
        value.map { string(Double($0)) } ?? "nil"
    }

    /// A finite value past 9e15: a whole number (a Double that large has no fraction), written
    /// digit for digit as significand × 2^exponent in base-10⁹ limbs.
    private static func hugeString(_ value: Double) -> String {
        if value.isInfinite { return hugeString(value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude) }
        let magnitude = value.magnitude
        // magnitude = significand × 2^shift, with the significand a whole number below 2^53.
        let shift = Int(magnitude.exponent) - Double.significandBitCount
        let significand = magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = [significand % base, significand / base % base, significand / base / base]
        var remaining = max(shift, 0)
        while remaining > 0 {
            // Doubling by up to 2^30 at a time keeps every limb product below 2^63.
            let step = min(remaining, 30)
            remaining -= step
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] << UInt64(step) + carry
                limbs[index] = product % base
                carry = product / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var text = value < 0 ? "-" : ""
        text += String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
