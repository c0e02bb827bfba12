// iOS 26's Liquid Glass, as apps of 2025–2026 adopt it. Real glass refracts and reflects what is
// behind it as it moves; a snapshot has neither motion nor a live backdrop, so Trellis draws glass
// as it looks at rest on a plain background: a frosted material (regular) in the shape, the glass's
// tint laid over it, and a faint light rim. `interactive()` only changes how glass reacts to a
// touch, and containers, ids and unions only change how pieces of glass morph, so they draw nothing.

/// A kind of Liquid Glass for ``View/glassEffect(_:in:)``: regular or clear, optionally tinted.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass: frosted enough to keep text on it readable.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass, for controls over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass at all: the view is drawn as if the effect were not there.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// The same glass tinted with `color` (a `nil` color removes the tint), as a prominent
    /// control's glass is.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// The same glass, reacting to touches by scaling and shimmering; a snapshot is never
    /// touched, so it draws as the glass at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The glass a view stands on: a material in the shape, the tint over it, a light rim.
struct GlassSurface<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if glass.variant != .identity {
            ZStack {
                if glass.variant == .regular {
                    shape.fill(.regularMaterial)
                } else {
                    shape.fill(Color.white.opacity(0.12))
                }
                if let tint = glass.tintColor {
                    shape.fill(tint.opacity(0.55))
                }
                shape.stroke(Color.white.opacity(0.35), lineWidth: 0.5)
            }
        }
    }
}

extension View {
    /// Puts the view on Liquid Glass in a capsule, iOS 26's default glass shape.
    ///
    /// Drawn at rest: a frosted material with the glass's tint and a light rim.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        background { GlassSurface(glass: glass, shape: Capsule()) }
    }

    /// Puts the view on Liquid Glass in `shape` (`.circle`, `.rect(cornerRadius:)` …).
    ///
    /// Drawn at rest: a frosted material with the glass's tint and a light rim.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background { GlassSurface(glass: glass, shape: shape) }
    }

    /// Names this glass so it morphs into the glass of the same id when views change; a
    /// snapshot shows one moment, so nothing morphs.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this glass with the others of the same id into one shape as they move; drawn as
    /// separate glass, the way they rest when apart.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

    /// How this glass appears and disappears; a snapshot has no transitions.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

    /// Mirrors and blurs the view into the safe area around it, under a sidebar or a bar, as
    /// iOS 26 does for a hero image. A page has no safe area, so the view is drawn as it is.
    public func backgroundExtensionEffect() -> some View { self }

    /// How a scroll view's content fades under the bars at an edge; a snapshot at rest has
    /// nothing scrolled under a bar, so nothing changes.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the scroll edge effect at `edges`; nothing is scrolled under a bar at rest.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}

/// How a piece of glass appears and disappears; a snapshot shows none of it.
public struct GlassEffectTransition: Sendable {
    let name: String
    /// The glass morphs into the glass of the same id.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass materializes in place.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// How content fades under a bar at a scroll view's edge (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A hard edge, for dense content such as a list's header.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A soft fade.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// Groups glass shapes so they blend and morph together when close (within `spacing`). At rest
/// apart, each piece of glass is drawn as its own, so the container draws only its content.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// Creates a container for glass effects.
    ///
    /// - Parameters:
    ///   - spacing: How near pieces of glass must be to blend; not drawn in a snapshot.
    ///   - content: A view builder that creates the views with glass.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content, unchanged.
    public var body: some View { content }
}

/// iOS 26's glass button: the label in the tint on a capsule of regular glass.
public struct GlassButtonStyle: ButtonStyle {
    /// The glass style.
    public init() {}
    /// The label on regular glass, padded as a bordered button is.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .modifier(_GlassButtonChrome(glass: .regular))
    }
}

/// iOS 26's prominent glass button: a white label on glass tinted with the tint color.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// The prominent glass style.
    public init() {}
    /// The white label on a capsule of the tint color.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .modifier(_GlassButtonChrome(glass: nil))
    }
}

/// A glass button's padding (a bordered button's, by control size) and its capsule.
struct _GlassButtonChrome: ViewModifier {
    /// The glass drawn, or `nil` for the solid tint of a prominent button.
    let glass: Glass?
    @Environment(\.controlSize) private var size

    func body(content: Content) -> some View {
        let (vertical, horizontal): (CGFloat, CGFloat) = switch size {
        case .mini, .small: (4, 10)
        case .regular: (7, 14)
        case .large, .extraLarge: (14, 20)
        }
        let padded = content.padding(.vertical, vertical).padding(.horizontal, horizontal)
        if let glass {
            padded.background { GlassSurface(glass: glass, shape: Capsule()) }
        } else {
            padded.background(Color.accentColor, in: Capsule())
        }
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// iOS 26's glass button: the label on a capsule of Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// iOS 26's prominent glass button, for a screen's main action: tinted glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
