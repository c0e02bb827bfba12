/// Progress toward completion. With a value: a 4-pt track filled with the tint to the fraction
/// done, under its label. Without one: iOS's spinner, its label below it. The progress view
/// style in the environment may choose otherwise.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value) / Double(total) : 0
    }

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
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fractionCompleted, label: label, currentValueLabel: current)
        let style = context.environment.progressViewStyle ?? DefaultProgressViewStyle()
        let drawing = context.evaluate { AnyView(style.makeBody(configuration: configuration)) }
        // A progress bar takes no name from what it shows, and a page must give it one.
        let name = view.label.flatMap { context.spokenText(of: $0) } ?? (view.fractionCompleted == nil ? "In progress" : "Progress")
        let role = ResolvedAccessibility(label: name, control: .progress(fractionCompleted: view.fractionCompleted))
        // A ProgressView inside the style's body (`ProgressView(configuration)`) draws the default look.
        return context.modifyingEnvironment { $0.progressViewStyle = nil }.resolveControl(drawing, accessibility: role)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
    }
}
