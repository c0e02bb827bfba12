import Trellis

public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.dsTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.dsControlSize) private var size

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, minHeight: size.height)
            .background(
                RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous)
                    .fill(isEnabled ? theme.accent : Color.gray.opacity(0.5))
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

public struct SecondaryButtonStyle: ButtonStyle {
    @Environment(\.dsTheme) private var theme

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(theme.accent)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .overlay(
                RoundedRectangle(cornerRadius: theme.cornerRadius)
                    .strokeBorder(theme.accent, lineWidth: 2)
            )
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct DestructiveButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: "trash")
            configuration.label
        }
        .font(.subheadline.weight(.semibold))
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(Color.red.opacity(configuration.isPressed ? 0.25 : 0.15), in: Capsule())
        .foregroundStyle(.red)
    }
}

struct PillButtonStyle: ButtonStyle {
    var color: Color = .blue
    var filled = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout.bold())
            .padding(.horizontal, 18)
            .padding(.vertical, 8)
            .background {
                if filled {
                    Capsule().fill(color.gradient)
                } else {
                    Capsule().stroke(color, lineWidth: 1.5)
                }
            }
            .foregroundColor(filled ? .white : color)
            .brightness(configuration.isPressed ? -0.1 : 0)
    }
}

struct IconButtonStyle: ButtonStyle {
    var diameter: CGFloat = 44

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .font(.system(size: diameter * 0.4, weight: .semibold))
            .frame(width: diameter, height: diameter)
            .background(.ultraThinMaterial, in: Circle())
            .shadow(color: .black.opacity(configuration.isPressed ? 0 : 0.15), radius: 4, y: 2)
    }
}

/// Fires its action only after the user holds the button.
struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
    var duration: Double = 1.2
    @State private var isHolding = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(alignment: .leading) {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Color.red.opacity(0.6)
                        Color.red
                            .frame(width: isHolding ? proxy.size.width : 0)
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 14))
            .onLongPressGesture(minimumDuration: duration) {
                configuration.trigger()
            } onPressingChanged: { pressing in
                withAnimation(pressing ? .linear(duration: duration) : .easeOut(duration: 0.2)) {
                    isHolding = pressing
                }
            }
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

extension ButtonStyle where Self == SecondaryButtonStyle {
    static var secondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}

extension ButtonStyle where Self == PillButtonStyle {
    static func pill(_ color: Color = .blue, filled: Bool = true) -> PillButtonStyle {
        PillButtonStyle(color: color, filled: filled)
    }
}

extension PrimitiveButtonStyle where Self == HoldToConfirmButtonStyle {
    static var holdToConfirm: HoldToConfirmButtonStyle { HoldToConfirmButtonStyle() }
}
