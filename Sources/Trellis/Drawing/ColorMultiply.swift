extension View {
    /// Multiplies each color of the view by `color`, as a tinted lens over it: red by red, green
    /// by green, blue by blue and alpha by the color's opacity.
    ///
    /// A color filter like `colorInvert`, so the view is written once: SVG has the per-channel
    /// function for it (`feComponentTransfer`), and the HTML refers to that filter by id since
    /// no CSS filter function scales the channels apart. (Drawn as a multiplied overlay masked by
    /// a copy of the view, nested multiplies would double the output at every level.)
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_EnvironmentEffectModifier { environment in
            .colorFilter(.multiply(color.resolve(in: environment)))
        })
    }
}
