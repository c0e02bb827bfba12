// Modifiers that everyday app code uses and that were missing, each with SwiftUI's signature:
// what a still screen shows for them, or (where it shows nothing) a documented no-op.

extension View {
    /// The older spelling of `.tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// A tint that is any style: controls take its color (a gradient's middle one) and gauges
    /// paint with the style itself.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_StyleTintModifier(style: tint.map(AnyShapeStyle.init)))
    }

    /// A primary and a secondary style: text and one-color symbols take the primary one; a
    /// symbol with layers paints them in the two (palette), as in SwiftUI.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStylePalette([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Three levels of style; as above, with a third for a symbol's tertiary layer.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStylePalette([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// At most the range's upper bound lines, and at least its lower bound's height: a short or
    /// empty text (a vertical text field's prompt) keeps room for that many lines, as in SwiftUI.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: limit.lowerBound)
    }

    /// At least `limit.lowerBound` lines' height, and no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil, reserving: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: nil)
    }

    /// At most `limit` lines; with `reservesSpace`, a shorter text still takes `limit` lines'
    /// height (drawn from the top), as in SwiftUI.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit, reserving: reservesSpace ? limit : nil)
    }

    /// Views along an edge that the content makes room for: drawn below (or above) the view, as
    /// a bar over a scroll view's end looks in a screenshot.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Views along a leading or trailing edge that the content makes room for.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }

    /// Where a scroll view starts. Trellis shows every scroll view at its start (see ScrollView);
    /// compiles and changes nothing.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// How changing content animates; a snapshot shows the content, so nothing changes.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How content changes animate, for `.contentTransition(_:)`; a snapshot has no change to animate.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// The new content replaces the old at once.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Text animates between the two where it can, as between weights or colors.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// SF Symbols change with the default replace effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Digits roll to their new values, down when `countsDown` is true.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits roll to their new values, in the direction from the old value to `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Sets `\.tint` to the style's color and keeps the style for gauges.
struct _StyleTintModifier: ViewModifier {
    let style: AnyShapeStyle?
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        content
            .tint(style.map { Color($0._resolveColor(in: environment)) })
            .environment(\.gaugeTint, style)
    }
}
