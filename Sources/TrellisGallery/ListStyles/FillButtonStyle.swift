import Trellis

/// The seed's app-wide button look: the label on a rounded fill of the accent color.
struct FillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .foregroundColor(.white)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

/// A quieter look for one part of the screen: the label in the accent color, outlined.
struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 8)
            .padding(.horizontal, 12)
            .foregroundStyle(.tint)
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.tint, lineWidth: 1))
    }
}
