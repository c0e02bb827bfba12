/// A control that moves a value up or down one step at a time.
///
/// A page draws the label, then iOS's 94×32 gray "−|+" control. The
/// half that cannot go further (the value at a bound) is dimmed, as iOS draws it.
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// What one step up and down do: a binding's step (followed with `--states controls`) or the
    /// app's own closures (actions, followed only with `--states all`).
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let runsActions: Bool

    init(
        label: Label, canDecrement: Bool, canIncrement: Bool,
        increment: (() -> Void)? = nil, decrement: (() -> Void)? = nil, runsActions: Bool = false
    ) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.increment = increment
        self.decrement = decrement
        self.runsActions = runsActions
    }

    /// Creates a stepper that runs your own closures for a step up and a step down.
    ///
    /// - Parameters:
    ///   - onIncrement: What a step up does, or `nil` to draw the "+" half dimmed; run only when the
    ///     render follows buttons (`--states all`).
    ///   - onDecrement: What a step down does, or `nil` to draw the "−" half dimmed; run only when
    ///     the render follows buttons.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    ///   - label: A view that describes the stepper's purpose.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
            increment: onIncrement, decrement: onDecrement, runsActions: true)
    }

    /// Creates a stepper that adds or takes away `step` from its binding's value.
    ///
    /// With `--states controls` each half links to the page rendered with the value one step away.
    ///
    /// - Parameters:
    ///   - value: The binding to the value the stepper changes.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    ///   - label: A view that describes the stepper's purpose, often showing the value.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), canDecrement: true, canIncrement: true,
            increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    /// Creates a stepper that changes its binding's value by `step` within a range.
    ///
    /// The half that cannot go further (the value at a bound) is drawn dimmed.
    ///
    /// - Parameters:
    ///   - value: The binding to the value the stepper changes.
    ///   - bounds: The range the value stays in.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    ///   - label: A view that describes the stepper's purpose, often showing the value.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        self.init(
            label: label(), canDecrement: current > bounds.lowerBound, canIncrement: current < bounds.upperBound,
            increment: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            decrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) })
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var steps: _StepperControl.Steps?
        if context.followsStates(runningActions: view.runsActions), context.environment.isEnabled {
            let label = context.spokenText(of: view.label)
            steps = .init(
                control: context.nextControlKey("stepper"), label: label, runsActions: view.runsActions,
                increment: view.canIncrement ? view.increment : nil, decrement: view.canDecrement ? view.decrement : nil)
        }
        let drawing = HStack(spacing: Spacing.standard) {
            _LabelAndSpacer(view.label)
            _StepperControl(canDecrement: view.canDecrement, canIncrement: view.canIncrement, steps: steps)
        }
        // A group named by the label, holding the two buttons a reader presses.
        return context.resolveControl(drawing, accessibility: ResolvedAccessibility(
            label: context.spokenText(of: view.label), children: .contain))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title that runs your own closures for a step up and a step down.
    ///
    /// - Parameters:
    ///   - titleKey: The stepper's title.
    ///   - onIncrement: What a step up does, or `nil` to draw the "+" half dimmed.
    ///   - onDecrement: What a step down does, or `nil` to draw the "−" half dimmed.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title shown as written that runs your own closures for a step up
    /// and a step down.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - onIncrement: What a step up does, or `nil` to draw the "+" half dimmed.
    ///   - onDecrement: What a step down does, or `nil` to draw the "−" half dimmed.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a title that adds or takes away `step` from its binding's value.
    ///
    /// - Parameters:
    ///   - titleKey: The stepper's title.
    ///   - value: The binding to the value the stepper changes.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title shown as written that adds or takes away `step` from its
    /// binding's value.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - value: The binding to the value the stepper changes.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a title that changes its binding's value by `step` within a range.
    ///
    /// - Parameters:
    ///   - titleKey: The stepper's title.
    ///   - value: The binding to the value the stepper changes.
    ///   - bounds: The range the value stays in; the half that cannot go further is dimmed.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title shown as written that changes its binding's value by `step`
    /// within a range.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - value: The binding to the value the stepper changes.
    ///   - bounds: The range the value stays in; the half that cannot go further is dimmed.
    ///   - step: The amount of one step; 1 by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The "−|+" control: two buttons on a rounded gray field, a hairline between them.
struct _StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool
    /// The steps each half leads to, when the render follows them.
    var steps: Steps?

    struct Steps {
        let control: String
        let label: String?
        let runsActions: Bool
        let increment: (() -> Void)?
        let decrement: (() -> Void)?
    }

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

    @ViewBuilder
    private func half(_ symbol: String, label: String, isEnabled: Bool) -> some View {
        let step = symbol == "plus" ? steps?.increment : steps?.decrement
        if let steps, let step {
            _StateLinked(
                content: button(symbol, label: label, isEnabled: isEnabled), control: steps.control, label: steps.label,
                option: label.lowercased(), description: "Stepper \"\(steps.label ?? "")\" \(label.lowercased())",
                runsAction: steps.runsActions, apply: { step() })
        } else {
            button(symbol, label: label, isEnabled: isEnabled)
        }
    }

    private func button(_ symbol: String, label: String, isEnabled: Bool) -> some View {
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
