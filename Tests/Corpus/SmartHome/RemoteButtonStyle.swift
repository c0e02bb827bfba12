import Trellis

struct RemoteButtonStyle: ButtonStyle {
    var tint: Color = .secondary
    var shape: RemoteButtonShape = .circle

    enum RemoteButtonShape {
        case circle, capsule, rounded
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title3.weight(.medium))
            .foregroundStyle(.primary)
            .frame(minWidth: 64, minHeight: 64)
            .background {
                background
                    .opacity(configuration.isPressed ? 0.6 : 1)
            }
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .animation(.easeOut(duration: 0.12), value: configuration.isPressed)
    }

    @ViewBuilder
    private var background: some View {
        switch shape {
        case .circle:
            Circle().fill(tint.opacity(0.18))
        case .capsule:
            Capsule().fill(tint.opacity(0.18))
        case .rounded:
            RoundedRectangle(cornerRadius: 16, style: .continuous).fill(tint.opacity(0.18))
        }
    }
}

extension ButtonStyle where Self == RemoteButtonStyle {
    static var remote: RemoteButtonStyle { RemoteButtonStyle() }
    static func remote(tint: Color, shape: RemoteButtonStyle.RemoteButtonShape = .circle) -> RemoteButtonStyle {
        RemoteButtonStyle(tint: tint, shape: shape)
    }
}

struct DPadButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 56, height: 56)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}
