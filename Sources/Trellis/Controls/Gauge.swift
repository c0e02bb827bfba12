/// A value in a range, drawn by the gauge style in the environment: on iOS by default a capacity
/// bar under its label, with the bounds' labels either side of it (`.linearCapacity`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? Double(value - bounds.lowerBound) / span : 0
    }

    /// A gauge of `value` in `bounds`, with a label, a label for the current value and labels for
    /// the two ends of the range.
    ///
    /// A value outside the bounds is drawn at the nearer end; an empty range draws an empty gauge.
    ///
    /// - Parameters:
    ///   - value: The value to show.
    ///   - bounds: The range the gauge spans, 0 to 1 unless given.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value as text.
    ///   - minimumValueLabel: The label at the low end of the range.
    ///   - maximumValueLabel: The label at the high end of the range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label(AnyView(label)),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(AnyView($0)) })
        _GaugeBody(configuration: configuration)
            .accessibilityElement(children: .ignore)
            .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, with a label and a label for the current value.
    ///
    /// A value outside the bounds is drawn at the nearer end.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, with a label.
    ///
    /// A value outside the bounds is drawn at the nearer end.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

/// Reads the style where the gauge is, so a style set above applies.
struct _GaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.gaugeStyle) private var style

    var body: some View {
        let style: any GaugeStyle = style ?? DefaultGaugeStyle()
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// What a gauge style draws from.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view a style places.
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    /// The gauge's current value label, as a view a style places.
    public struct CurrentValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    /// The label at the low end of the gauge's range, as a view a style places.
    public struct MinimumValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    /// The label at the high end of the gauge's range, as a view a style places.
    public struct MaximumValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// From 0 to 1: where the value is in the gauge's range.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The value as text, or `nil` when the gauge has none.
    public var currentValueLabel: CurrentValueLabel?
    /// The label at the low end of the range, or `nil` when the gauge has none.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label at the high end of the range, or `nil` when the gauge has none.
    public var maximumValueLabel: MaximumValueLabel?
}
