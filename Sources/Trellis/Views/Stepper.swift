/// A control that adds or takes away a step: the label, then iOS's 94×32 gray "−|+" control. The
/// half that cannot go further (the value at a bound) is dimmed, as iOS draws it.
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    init(label: Label, canDecrement: Bool, canIncrement: Bool) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), canDecrement: true, canIncrement: true)
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        self.init(
            label: label(), canDecrement: current > bounds.lowerBound, canIncrement: current < bounds.upperBound)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let drawing = HStack(spacing: Spacing.standard) {
            view.label
            Spacer(minLength: Spacing.standard)
            _StepperControl(canDecrement: view.canDecrement, canIncrement: view.canIncrement)
        }
        // A group named by the label, holding the two buttons a reader presses.
        return context.resolveControl(drawing, accessibility: ResolvedAccessibility(
            label: context.spokenText(of: view.label), children: .contain))
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The "−|+" control: two buttons on a rounded gray field, a hairline between them.
struct _StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            half("minus", label: "Decrement", isEnabled: canDecrement)
            Rectangle().fill(Color(SemanticColor.separator)).frame(width: 1, height: 18)
            half("plus", label: "Increment", isEnabled: canIncrement)
        }
        .frame(width: ControlLook.stepperSize.width, height: ControlLook.stepperSize.height)
        .background(ControlLook.fieldFill, in: RoundedRectangle(cornerRadius: 8))
        // A disabled stepper dims once, as a whole (resolveControl), not again in each button.
        .environment(\.isEnabled, true)
    }

    private func half(_ symbol: String, label: String, isEnabled: Bool) -> some View {
        Button(action: {}) {
            Image(systemName: symbol)
                .font(.system(size: 17, weight: .medium))
                .foregroundStyle(isEnabled ? Color.primary : ControlLook.placeholder)
                .accessibilityLabel(label)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
    }
}
