import Foundation

/// Both outputs write sRGB colors, so components given in another space are converted once,
/// when the color is made. The transfer function is sRGB's (IEC 61966-2-1), which Display P3
/// shares; the P3-to-sRGB matrix is the linear-light one of CSS Color 4 (D65 on both sides).
extension Color.RGBColorSpace {
    /// `red`, `green` and `blue` in this space as sRGB components; Display P3 colors outside
    /// sRGB's gamut are clamped channel by channel.
    package func sRGBComponents(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
        case .displayP3:
            let r = Self.decoded(red), g = Self.decoded(green), b = Self.decoded(blue)
            let lr = 1.2249401762805598 * r - 0.22494017628055996 * g
            let lg = -0.04205695470968816 * r + 1.0420569547096882 * g
            let lb = -0.019637554590334432 * r - 0.07863604555063188 * g + 1.0982736001409663 * b
            return (Self.encoded(clamp(lr)), Self.encoded(clamp(lg)), Self.encoded(clamp(lb)))
        }
    }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Linear light to sRGB's encoding; the sign is kept so values past 0…1 stay monotonic
    /// until `Color.Resolved` clamps them.
    package static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// sRGB's (and Display P3's) encoding back to linear light.
    package static func decoded(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }
}
