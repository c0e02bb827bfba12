/// Chooses a color: the label, then a well showing the binding's color, ringed as iOS's is.
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let color: Color

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let drawing = HStack(spacing: Spacing.standard) {
            view.label
            Spacer(minLength: Spacing.standard)
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
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
