extension Gradient {
    /// The space a gradient interpolates its colors in (iOS 18). Trellis interpolates as the
    /// outputs do, in sRGB, whichever is chosen.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolates in the device's color space.
        public static let device = ColorSpace(name: "device")
        /// Interpolates in a perceptually even space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// This gradient, interpolating in `space`; Trellis draws it as it is.
    public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}
