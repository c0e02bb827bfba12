/// A view that shows how far a task has got, or only that it is under way.
///
/// With a value: a 4-pt track filled with the tint to the fraction
/// done, under its label. Without one: iOS's spinner, its label below it. The progress view
/// style in the environment may choose otherwise.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Set by the `timerInterval:` forms: the fraction is taken where the view resolves (ProgressViewTimer.swift).
    var timer: ProgressTimer? = nil

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value) / Double(total) : 0
    }

    /// Creates a progress bar with a label and a label for its current value.
    ///
    /// - Parameters:
    ///   - value: The work done, or `nil` for a spinner; a value outside `0...total` is drawn at
    ///     the nearer end.
    ///   - total: The work when complete; 1 by default.
    ///   - label: A view that describes the task, drawn above the bar.
    ///   - currentValueLabel: A view that describes the progress, such as "3 of 5".
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let label = view.label.map { label in ProgressViewStyleConfiguration.Label { Label._resolve(label, in: $0) } }
        let current = view.currentValueLabel.map { label in
            ProgressViewStyleConfiguration.CurrentValueLabel { CurrentValueLabel._resolve(label, in: $0) }
        }
        let fractionCompleted = view.timer?.fraction(at: context.environment.referenceDate) ?? view.fractionCompleted
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: label, currentValueLabel: current)
        let style = context.environment.progressViewStyle ?? DefaultProgressViewStyle()
        let drawing = context.evaluate { AnyView(style.makeBody(configuration: configuration)) }
        // A progress bar takes no name from what it shows, and a page must give it one.
        let name = view.label.flatMap { context.spokenText(of: $0) } ?? (fractionCompleted == nil ? "In progress" : "Progress")
        let role = ResolvedAccessibility(label: name, control: .progress(fractionCompleted: fractionCompleted))
        // A ProgressView inside the style's body (`ProgressView(configuration)`) draws the default look.
        return context.modifyingEnvironment { $0.progressViewStyle = nil }.resolveControl(drawing, accessibility: role)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label drawn below it.
    ///
    /// - Parameter label: A view that describes the task.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress bar with a label.
    ///
    /// - Parameters:
    ///   - value: The work done, or `nil` for a spinner.
    ///   - total: The work when complete; 1 by default.
    ///   - label: A view that describes the task, drawn above the bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner without a label; a reader hears "In progress".
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress bar without a label; a reader hears "Progress".
    ///
    /// - Parameters:
    ///   - value: The work done, or `nil` for a spinner.
    ///   - total: The work when complete; 1 by default.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner with a title made from a localized string key.
    ///
    /// - Parameter titleKey: The title drawn below the spinner.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a spinner with a title shown as written.
    ///
    /// - Parameter title: The title drawn below the spinner.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress bar with a title made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The title drawn above the bar.
    ///   - value: The work done, or `nil` for a spinner.
    ///   - total: The work when complete; 1 by default.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress bar with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The title drawn above the bar.
    ///   - value: The work done, or `nil` for a spinner.
    ///   - total: The work when complete; 1 by default.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Inside a custom style's `makeBody`: the progress view drawn as the default style draws
    /// it, from the style's configuration (so a custom style can wrap the standard look).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
