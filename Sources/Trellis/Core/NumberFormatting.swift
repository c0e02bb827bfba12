/// The one way Trellis writes a number into any output: at most two decimals, no trailing zeros,
/// no `-0`, no exponent. Goldens stay stable because every emitter goes through here.
public enum NumberFormatting {
    public static func string(_ value: Double) -> String {
        if value.isNaN { return "0" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Work in hundredths as an integer so no float printing (and no exponent) is involved.
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e17 else { return value > 0 ? "inf" : "-inf" }
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
}
