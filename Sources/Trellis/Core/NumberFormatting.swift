/// The one way Trellis writes a number into any output: at most two decimals, no trailing zeros,
/// no `-0`, no exponent. Goldens stay stable because every emitter goes through here.
///
/// It is total: every `Double` gets plain decimal digits that CSS, SVG and XML all read. A resolved
/// tree holds only lengths within ±`ResolvedLength.limit`, so the cases below past that bound are
/// for numbers a caller formats directly: a finite value of any size is written exactly (1e300 as
/// its 301 digits), NaN as `0`, and an infinity as the largest finite value of its sign, the
/// nearest number that has digits.
public enum NumberFormatting {
    public static func string(_ value: Double) -> String {
        if value.isNaN { return "0" }
        if value.isInfinite { return string(value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude) }
        // Work in hundredths as an integer so no float printing (and no exponent) is involved.
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e17 else { return hugeString(value) }
        let scaled = Int64(hundredths)
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += fraction < 10 ? ".0" : "."
            text += String(fraction % 10 == 0 ? fraction / 10 : fraction)
        }
        return text
    }

    public static func string(_ value: CGFloat?) -> String {
        value.map { string(Double($0)) } ?? "nil"
    }

    /// A finite value past 9e15: a whole number (a Double that large has no fraction), written
    /// digit for digit as significand × 2^exponent in base-10⁹ limbs.
    private static func hugeString(_ value: Double) -> String {
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
