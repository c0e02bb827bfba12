extension Color {
    /// This color mixed with `rhs` (iOS 18): `fraction` 0 is this color, 1 is `rhs`.
    ///
    /// Both colors resolve where the mix is used, so a mix with `.accentColor` or `.primary`
    /// follows the theme and scheme. Trellis mixes the sRGB components and the opacity
    /// linearly, whichever `colorSpace` is asked for; iOS's default, `.perceptual`, mixes in a
    /// perceptual space, which gives a slightly brighter middle between far-apart hues.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(storage: .mix(Box(self), Box(rhs), fraction.isNaN ? 0 : min(max(fraction, 0), 1)))
    }

    static func mixed(_ a: Resolved, _ b: Resolved, by t: Double) -> Resolved {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Resolved(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), opacity: lerp(a.opacity, b.opacity))
    }
}
