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
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
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
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    public struct CurrentValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    public struct MinimumValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    public struct MaximumValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// From 0 to 1: where the value is in the gauge's range.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}
