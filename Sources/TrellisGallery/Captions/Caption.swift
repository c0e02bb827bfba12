import Trellis

private struct CaptionColorKey: EnvironmentKey {
    static let defaultValue = Color(.secondarySystemBackground)
}

extension EnvironmentValues {
    /// The background every caption below uses, unless one sets its own.
    var captionBackgroundColor: Color {
        get { self[CaptionColorKey.self] }
        set { self[CaptionColorKey.self] = newValue }
    }
}

extension View {
    func captionBackgroundColor(_ color: Color) -> some View {
        environment(\.captionBackgroundColor, color)
    }

    func caption(font: Font = .caption) -> some View {
        modifier(Caption(font: font))
    }
}

/// Text set as a caption: a font and a rounded background whose color comes from the environment.
struct Caption: ViewModifier {
    let font: Font
    @Environment(\.captionBackgroundColor) private var backgroundColor

    func body(content: Content) -> some View {
        content
            .font(font)
            .padding([.leading, .trailing], 5)
            .background(backgroundColor)
            .cornerRadius(5)
    }
}
