/// SwiftUI's drawing effects and transforms. Each wraps its content in an `.effect` node, which
/// layout passes through: the frame stays where the layout put it, and only the drawing changes.
extension View {
    /// Draws the view moved by `offset`, without moving its place in the layout.
    public func offset(_ offset: CGSize) -> some View {
        effect(.offset(CGSize(
            width: EffectNumber.length(ResolvedLength.offset(offset.width)),
            height: EffectNumber.length(ResolvedLength.offset(offset.height)))))
    }

    /// Draws the view moved by `x` and `y`, without moving its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view rotated by `angle` around `anchor`, without changing its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(.rotation(degrees: EffectNumber.degrees(angle.degrees), anchor: EffectNumber.anchor(anchor)))
    }

    /// Draws the view scaled by `scale` about `anchor`, without changing its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by `s` in both dimensions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        effect(.scale(x: EffectNumber.factor(Double(x)), y: EffectNumber.factor(Double(y)), anchor: EffectNumber.anchor(anchor)))
    }

    /// Flattened without perspective (`perspective` and `anchorZ` are accepted and ignored): a
    /// rotation about z is `rotationEffect`, about x or y a scale along one axis by the angle's
    /// cosine, about any other axis the rotated plane's orthographic projection.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        effect(Rotation3D.flattened(angle, axis: axis, anchor: anchor))
    }

    /// Draws a shadow of the view, blurred by `radius` and offset by `x` and `y`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_EnvironmentEffectModifier { environment in
            .shadow(ResolvedShadow(color: color.resolve(in: environment), radius: radius, x: x, y: y))
        })
    }

    /// The blur's standard deviation is half the radius, the rule CSS gives a shadow's blur
    /// radius (see `ResolvedShadow.standardDeviation`); `opaque` keeps the blur inside the frame.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.blur(radius: EffectNumber.length(ResolvedLength.size(radius)), isOpaque: opaque))
    }

    /// Brightens the view by `amount` (0 leaves it as it is, 1 is white).
    public func brightness(_ amount: Double) -> some View {
        effect(.colorFilter(.brightness(EffectNumber.amount(amount, nan: 0))))
    }

    /// Changes the view's contrast by `amount` (1 leaves it as it is).
    public func contrast(_ amount: Double) -> some View {
        effect(.colorFilter(.contrast(EffectNumber.amount(amount, nan: 1))))
    }

    /// Changes the view's color saturation by `amount` (1 leaves it as it is, 0 is gray).
    public func saturation(_ amount: Double) -> some View {
        effect(.colorFilter(.saturation(max(EffectNumber.amount(amount, nan: 1), 0))))
    }

    /// Removes the view's color by `amount` (0 leaves it as it is, 1 is fully gray).
    public func grayscale(_ amount: Double) -> some View {
        effect(.colorFilter(.grayscale(min(max(EffectNumber.amount(amount, nan: 0), 0), 1))))
    }

    /// Turns the hue of the view's colors by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        effect(.colorFilter(.hueRotation(degrees: EffectNumber.degrees(angle.degrees))))
    }

    /// Inverts the view's colors.
    public func colorInvert() -> some View {
        effect(.colorFilter(.colorInvert))
    }

    /// Composites the view with what is behind it in `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect(.blendMode(blendMode))
    }

    /// Composites the view's children together before effects such as opacity apply to the whole.
    public func compositingGroup() -> some View {
        effect(.compositingGroup)
    }

    /// Trellis draws no offscreen image, so this changes nothing, as it changes nothing visible
    /// in SwiftUI for views that draw correctly without it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// The view's drawing order among its overlapping siblings in a stack; higher is in front.
    public func zIndex(_ value: Double) -> some View {
        effect(.zIndex(value.isNaN ? 0 : (ResolvedLength.priority(value) * 1000).rounded() / 1000))
    }

    /// Shows the view only where the mask view is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_LayerEffectModifier(layer: mask(), effect: .mask(alignment: alignment)))
    }

    /// Shows the view only where `mask` is opaque; the older spelling of ``View/mask(alignment:_:)``.
    @available(*, deprecated, renamed: "mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_LayerEffectModifier(layer: mask, effect: .mask(alignment: .center)))
    }

    private func effect(_ effect: ResolvedEffect) -> some View {
        modifier(_WrapperModifier(kind: .effect(effect)))
    }
}

/// An effect whose values resolve in the environment (a shadow's color).
public struct _EnvironmentEffectModifier: ViewModifier {
    public typealias Body = Never
    let make: @MainActor (EnvironmentValues) -> ResolvedEffect

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let effect = modifier.make(context.environment)
        return C._resolve(content, in: context).map { ResolvedNode(.effect(effect), children: [$0]) }
    }
}

/// An effect with a second view (a mask), resolved as the effect node's child 1.
public struct _LayerEffectModifier<Layer: View>: ViewModifier {
    public typealias Body = Never
    let layer: Layer
    let effect: ResolvedEffect

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let layerNode = context.resolveSingle(modifier.layer)
        return C._resolve(content, in: context).map { ResolvedNode(.effect(modifier.effect), children: [$0, layerNode]) }
    }
}

extension View {
    /// Draws the view with `opacity`, from 0 (invisible, though still taking its space) to 1;
    /// values outside that range are clamped.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_WrapperModifier(kind: .opacity(min(max(opacity, 0), 1))))
    }
}

/// Effects a scroll transition or `.visualEffect` may apply; in a still screen at the identity
/// phase they apply none, so each returns the effect unchanged.
public protocol VisualEffect: Sendable {}

extension VisualEffect {
    /// Fades the content; unchanged at the identity phase.
    public func opacity(_ opacity: Double) -> Self { self }
    /// Scales the content uniformly around the anchor; unchanged at the identity phase.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// Scales the content by a width and height factor; unchanged at the identity phase.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// Scales the content along each axis; unchanged at the identity phase.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Moves the content by x and y points; unchanged at the identity phase.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Moves the content by a size; unchanged at the identity phase.
    public func offset(_ offset: CGSize) -> Self { self }
    /// Rotates the content around the anchor; unchanged at the identity phase.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Rotates the content in three dimensions around an axis; unchanged at the identity phase.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center) -> Self { self }
    /// Blurs the content by a radius; unchanged at the identity phase.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Brightens or darkens the content; unchanged at the identity phase.
    public func brightness(_ amount: Double) -> Self { self }
    /// Raises or lowers the contrast of the content; unchanged at the identity phase.
    public func contrast(_ amount: Double) -> Self { self }
    /// Raises or lowers the saturation of the content; unchanged at the identity phase.
    public func saturation(_ amount: Double) -> Self { self }
    /// Drains color from the content; unchanged at the identity phase.
    public func grayscale(_ amount: Double) -> Self { self }
    /// Shifts the hues of the content by an angle; unchanged at the identity phase.
    public func hueRotation(_ angle: Angle) -> Self { self }
}

/// The effect a transition closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the effect that changes nothing.
    public init() {}
}

extension View {
    /// Changes the view's drawing from its geometry, through the same effects a scroll
    /// transition applies. Those effects are drawn as the identity (`VisualEffect` above), so
    /// the closure isn't called and the view is drawn as it is: what a still screen shows for
    /// the common uses, which change items as they move.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        self
    }
}
