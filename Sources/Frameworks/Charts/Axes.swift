import Foundation
import Trellis

/// What an axis's builder holds: `AxisMarks`.
@MainActor @preconcurrency
public protocol AxisContent {}

/// One part of an axis mark: a grid line, a tick or a value label.
@MainActor @preconcurrency
public protocol AxisMark {
    /// What this part draws at a value: the chart reads it to draw the axis.
    var _axisMarkParts: [_AxisMarkPart] { get }
}

extension AxisMark {
    public var _axisMarkParts: [_AxisMarkPart] { [] }
}

/// A grid line, a tick, or a label (with its own text or format) of one axis value.
public struct _AxisMarkPart {
    enum Kind { case gridLine, tick, label }
    let kind: Kind
    let stroke: StrokeStyle?
    /// The label's text for a value; nil for the axis's own format.
    let text: ((any Plottable) -> Text?)?
    /// A label in the middle of its value's interval (to the next value) rather than at the value.
    var centered: Bool?
    /// A tick's length in points.
    var length: CGFloat?
    /// How a label gives way to its neighbours.
    var collision = AxisValueLabelCollisionResolution.automatic

    init(_ kind: Kind, stroke: StrokeStyle? = nil, text: ((any Plottable) -> Text?)? = nil, centered: Bool? = nil, length: CGFloat? = nil) {
        self.kind = kind
        self.stroke = stroke
        self.text = text
        self.centered = centered
        self.length = length
    }
}

/// Builds an axis from `AxisMarks`.
@resultBuilder @MainActor
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
    public static func buildBlock(_ content: (any AxisContent)...) -> _AxisContentGroup { _AxisContentGroup(parts: content) }
    public static func buildOptional(_ content: _AxisContentGroup?) -> _AxisContentGroup { content ?? _AxisContentGroup(parts: []) }
    public static func buildEither(first content: _AxisContentGroup) -> _AxisContentGroup { content }
    public static func buildEither(second content: _AxisContentGroup) -> _AxisContentGroup { content }
}

/// The marks of an axis's builder block.
public struct _AxisContentGroup: AxisContent {
    let parts: [any AxisContent]
}

/// Builds one axis mark from grid lines, ticks and labels.
@resultBuilder @MainActor
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> any AxisMark { mark }
    public static func buildBlock(_ marks: (any AxisMark)...) -> _AxisMarkGroup { _AxisMarkGroup(parts: marks) }
    public static func buildOptional(_ marks: _AxisMarkGroup?) -> _AxisMarkGroup { marks ?? _AxisMarkGroup(parts: []) }
    public static func buildEither(first marks: _AxisMarkGroup) -> _AxisMarkGroup { marks }
    public static func buildEither(second marks: _AxisMarkGroup) -> _AxisMarkGroup { marks }
}

/// The parts of one axis mark's builder block.
public struct _AxisMarkGroup: AxisMark {
    let parts: [any AxisMark]
    public var _axisMarkParts: [_AxisMarkPart] { parts.flatMap(\._axisMarkParts) }
}

/// One value on an axis, as an `AxisMarks` closure gets it.
public struct AxisValue {
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int
    let value: any Plottable

    /// The value as `type`, if it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        (value as? P) ?? (value as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
    }
}

/// The values an axis marks: chosen automatically, by a stride, or listed.
public struct AxisMarkValues {
    enum Kind {
        /// About `desiredCount` values, never closer than `minimumStride` on a numeric axis.
        case automatic(desiredCount: Int?, minimumStride: Double? = nil)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int)
        case listed([any Plottable])
    }

    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: minimumStride)) }

    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues { AxisMarkValues(kind: .dateStride(component, count: count)) }

    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(stepSize))
    }
}

/// Which side of the plot an axis's marks go on.
public struct AxisMarkPosition: Equatable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// How an axis's marks are laid out.
public struct AxisMarkPreset: Sendable {
    public static let automatic = AxisMarkPreset()
    public static let extended = AxisMarkPreset()
    public static let aligned = AxisMarkPreset()
    public static let inset = AxisMarkPreset()
}

/// The marks of an axis: for each of its values, a grid line, a tick and a label unless the
/// closure says which.
public struct AxisMarks: AxisContent {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let content: ((AxisValue) -> _AxisMarkGroup)?

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.values = values
        self.position = position
        content = nil
    }

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkGroup
    ) {
        self.values = values
        self.position = position
        self.content = content
    }

    public init<Values: Sequence>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values, stroke: StrokeStyle? = nil
    ) where Values.Element: Plottable {
        self.values = AxisMarkValues(kind: .listed(values.map { $0 }))
        self.position = position
        content = nil
    }

    public init<Values: Sequence>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkGroup
    ) where Values.Element: Plottable {
        self.values = AxisMarkValues(kind: .listed(values.map { $0 }))
        self.position = position
        self.content = content
    }
}

/// A grid line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    public var _axisMarkParts: [_AxisMarkPart] { [_AxisMarkPart(.gridLine, stroke: stroke)] }
}

/// A short line outside the plot at an axis value, `length` points long.
public struct AxisTick: AxisMark {
    let length: CGFloat?
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) { self.length = length }
    public var _axisMarkParts: [_AxisMarkPart] { [_AxisMarkPart(.tick, length: length ?? ChartLook.tickLength)] }
}

/// How an axis label gives way when it would overlap its neighbours: `.automatic` keeps every
/// second, third, … label (the smallest stride at which none overlap), `.greedy` keeps each
/// label that clears the last one kept, `.disabled` keeps them all. Truncating is drawn as
/// `.automatic`; priorities are not read.
public struct AxisValueLabelCollisionResolution: Sendable, Equatable {
    enum Rule: Sendable, Equatable { case stride, greedy, disabled }
    let rule: Rule
    /// The least gap, in points, between two labels that are kept.
    let minimumSpacing: CGFloat

    public static let automatic = AxisValueLabelCollisionResolution(rule: .stride, minimumSpacing: ChartLook.labelMinimumSpacing)
    public static let greedy = AxisValueLabelCollisionResolution(rule: .greedy, minimumSpacing: ChartLook.labelMinimumSpacing)
    public static let disabled = AxisValueLabelCollisionResolution(rule: .disabled, minimumSpacing: 0)
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(rule: .greedy, minimumSpacing: minimumSpacing)
    }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(rule: .stride, minimumSpacing: minimumSpacing)
    }
}

/// Which way an axis label runs.
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The label of an axis value: the value formatted, or the app's own view.
public struct AxisValueLabel: AxisMark {
    /// The label's text for a value; nil for the axis's own format.
    let text: ((any Plottable) -> Text?)?
    var centered: Bool?
    var collision = AxisValueLabelCollisionResolution.automatic

    public var _axisMarkParts: [_AxisMarkPart] {
        var part = _AxisMarkPart(.label, text: text, centered: centered)
        part.collision = collision
        return [part]
    }

    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        text = nil
        self.centered = centered
        collision = collisionResolution
    }

    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatInput: Equatable, Format.FormatOutput == String {
        text = { value in
            // Numbers reach the axis as Double; a format over Int gets the whole number. The
            // label is a Text, so the format takes the chart's locale and time zone.
            let input = (value as? Format.FormatInput)
                ?? (value as? Double).flatMap { Int(exactly: $0) as? Format.FormatInput }
            return input.map { Text($0, format: format) }
        }
        self.centered = centered
        collision = collisionResolution
    }

    /// A label drawn by the app's own view is drawn with the axis's own format for now.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        text = nil
        self.centered = centered
        collision = collisionResolution
    }

    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil) {
        text = { _ in Text(labelKey) }
        self.centered = centered
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {
        let string = String(label)
        text = { _ in Text(verbatim: string) }
        self.centered = centered
    }
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }
    public func font(_ font: Font?) -> some AxisMark { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
}
