/// A control that shows a color and lets the user choose another.
///
/// Drawn as iOS draws it in a row: the label, flexible space, then a 28-point well filled with
/// the binding's color inside a gray ring (where iOS draws a ring of hues).
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let color: Color

    /// Creates a color picker with a custom label, showing the color its binding holds.
    ///
    /// - Parameters:
    ///   - selection: The binding whose current color the well shows.
    ///   - supportsOpacity: Whether the picker would offer opacity; it does not change the drawing.
    ///   - label: A view that describes the color's use.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let drawing = HStack(spacing: Spacing.standard) {
            _LabelAndSpacer(view.label)
            // iOS's well: the color inside a ring of the hues, drawn here as a gray ring.
            Circle().fill(view.color)
                .padding(4)
                .overlay(Circle().strokeBorder(Color(SemanticColor.separator), lineWidth: 2))
                .frame(width: 28, height: 28)
        }
        return context.resolveControl(drawing, accessibility: ResolvedAccessibility(children: .combine))
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding whose current color the well shows.
    ///   - supportsOpacity: Whether the picker would offer opacity; it does not change the drawing.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The binding whose current color the well shows.
    ///   - supportsOpacity: Whether the picker would offer opacity; it does not change the drawing.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
