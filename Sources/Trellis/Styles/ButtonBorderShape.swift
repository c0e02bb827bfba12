// The bordered button styles' padding and shape follow `.controlSize` and `.buttonBorderShape`,
// as on iOS: regular buttons have 7 pt above and below and 12 beside the label on an 8 pt
// rounded rectangle; large ones 14 and 20 on a 12 pt one; small and mini ones 4 and 10 with
// a smaller font. `.automatic` is the rounded rectangle (iOS's default for bordered buttons).

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The platform's shape for the context; for bordered buttons, a rounded rectangle with a corner
    /// radius that follows the control size (6, 8 or 12 pt).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule, with fully rounded ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle, for buttons with an icon as their label.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the radius for the control size (6, 8 or 12 pt).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius` points at every control size.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

/// How big controls are drawn.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest size; Trellis draws bordered buttons at it as at `.small`.
    case mini
    /// Smaller than regular; a bordered button has 4 pt above and below and 10 beside its label,
    /// in a subheadline font.
    case small
    /// The default size; a bordered button has 7 pt above and below and 12 beside its label.
    case regular
    /// Larger than regular; a bordered button has 14 pt above and below and 20 beside its label.
    case large
    /// The largest size; Trellis draws bordered buttons at it as at `.large`.
    case extraLarge
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size controls below are drawn at; `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape bordered buttons below are drawn in.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// The size controls below are drawn at.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

/// The padding and background of a bordered button, by control size and border shape.
struct _BorderedButtonChrome: ViewModifier {
    let fill: Color
    @Environment(\.controlSize) private var size
    @Environment(\.buttonBorderShape) private var shape

    func body(content: Content) -> some View {
        let (vertical, horizontal, radius): (CGFloat, CGFloat, CGFloat) = switch size {
        case .mini, .small: (4, 10, 6)
        case .regular: (7, 12, 8)
        case .large, .extraLarge: (14, 20, 12)
        }
        let sized = size == .mini || size == .small ? AnyView(content.font(.subheadline)) : AnyView(content)
        let padded = sized
            .padding(.vertical, vertical)
            .padding(.horizontal, horizontal)
        switch shape.kind {
        case .capsule: padded.background(fill, in: Capsule())
        case .circle: padded.background(fill, in: Circle())
        case .roundedRectangle(let given): padded.background(fill, in: RoundedRectangle(cornerRadius: given ?? radius))
        case .automatic: padded.background(fill, in: RoundedRectangle(cornerRadius: radius))
        }
    }
}
