/// A control that sets a value within a range by where a thumb sits on a track.
///
/// A page draws it at the value its binding holds: a 4-pt track filled with the tint up to a
/// 27-pt white thumb at the value's place, between the optional minimum and maximum value
/// labels. As on iOS, the label is not drawn; a reader hears it.
public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        var current = min(max(Double(value), lower), upper)
        // A stepped slider's thumb sits on a step, as iOS snaps it.
        if let step, step > 0 {
            let size = Double(step)
            let snapped = min(lower + ((current - lower) / size).rounded() * size, upper)
            // A value already on a step keeps its own digits (7 × 0.1 is 0.7000000000000001).
            if abs(snapped - current) > size * 1e-9 { current = snapped }
        }
        self.value = current
        self.bounds = lower...upper
        fraction = upper > lower ? (current - lower) / (upper - lower) : 0
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Creates a stepped slider with a label and labels for its minimum and maximum values.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb; a value outside `bounds` is drawn at
    ///     the nearer end, and one between steps at the nearest step.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - step: The distance between valid values.
    ///   - label: A view that describes the slider's purpose, which a reader hears; not drawn.
    ///   - minimumValueLabel: A view drawn before the track.
    ///   - maximumValueLabel: A view drawn after the track.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with a label and labels for its minimum and maximum values.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb; a value outside `bounds` is drawn at
    ///     the nearer end.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - label: A view that describes the slider's purpose, which a reader hears; not drawn.
    ///   - minimumValueLabel: A view drawn before the track.
    ///   - maximumValueLabel: A view drawn after the track.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let drawing = HStack(spacing: Spacing.standard) {
            view.minimumValueLabel
            _SliderTrack(fraction: view.fraction)
            view.maximumValueLabel
        }
        let role = ResolvedAccessibility(
            label: context.spokenText(of: view.label),
            control: .slider(value: view.value, lowerBound: view.bounds.lowerBound, upperBound: view.bounds.upperBound))
        return context.resolveControl(drawing, accessibility: role)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb, clamped to `bounds`.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - label: A view that describes the slider's purpose, which a reader hears; not drawn.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a stepped slider with a label.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb, clamped to `bounds` and snapped to
    ///     the nearest step.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - step: The distance between valid values.
    ///   - label: A view that describes the slider's purpose, which a reader hears; not drawn.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb, clamped to `bounds`.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a stepped slider.
    ///
    /// - Parameters:
    ///   - value: The binding whose value places the thumb, clamped to `bounds` and snapped to
    ///     the nearest step.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - step: The distance between valid values.
    ///   - onEditingChanged: Called as editing begins and ends; never called on a page.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

/// The track and thumb. The fill and the thumb ride a proportional-width node: offered the
/// track's width W, it offers them `27 + fraction × (W − 27)`, the thumb at that box's trailing
/// end, so the thumb goes from one end of the track to the other as the value does, at any width.
struct _SliderTrack: View {
    let fraction: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(ControlLook.track).frame(height: ControlLook.trackHeight)
            ZStack(alignment: .trailing) {
                Capsule().fill(Color.accentColor).frame(height: ControlLook.trackHeight)
                _Knob(diameter: ControlLook.thumbDiameter)
            }
            .modifier(_WrapperModifier(kind: .proportionalWidth(ResolvedProportionalWidth(fraction: fraction, minimum: ControlLook.thumbDiameter))))
        }
    }
}

// iOS 13's order, with the label last (deprecated in iOS 16 but common in older apps):
// `Slider(value: $volume, in: 0...10, onEditingChanged: { _ in }, minimumValueLabel: …,
// maximumValueLabel: …) { Text("Volume") }`. Drawn as the forms above.
extension Slider {
    /// A slider with labels for its minimum and maximum values, the label last.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A stepped slider with labels for its minimum and maximum values, the label last.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, the label last. Disfavored, so that `Slider(value:) { label }`
    /// keeps meaning the current form.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A stepped slider with a label, the label last.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}
