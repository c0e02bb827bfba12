import Foundation

/// A value a chart can plot: a number, a string, a date, or an app's own type that stands for one
/// (`enum Category: String, Plottable`, whose raw value is plotted).
public protocol Plottable {
    /// The number, string or date this value is plotted as.
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

extension Float: Plottable {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}

extension CGFloat: Plottable {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}

extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

/// A plotted value with the label that names its dimension: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    /// The dimension's name, as the chart's axes and legend would show it.
    public let label: Text
    public let value: Value
    /// For dates: the unit each value stands for (a day, a month), which bars span.
    public let unit: Calendar.Component?
    /// The label as plain text, for the chart's accessible description and legend title.
    let name: String

    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), value: value, unit: nil, name: labelKey.plainKey)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value, unit: nil, name: String(label))
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value, unit: nil, name: "")
    }
}

extension PlottableValue where Value == Date {
    public static func value(
        _ labelKey: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Date> {
        PlottableValue(label: Text(labelKey), value: value, unit: unit, name: labelKey.plainKey)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value, unit: unit, name: String(label))
    }
}

/// A plotted value with its type erased, as a mark keeps it.
public struct _AnyPlottableValue {
    let label: Text
    /// The primitive value: a number, string or date.
    let value: any Plottable
    let unit: Calendar.Component?
    let name: String

    init<Value: Plottable>(_ plotted: PlottableValue<Value>) {
        label = plotted.label
        value = plotted.value.primitivePlottable
        unit = plotted.unit
        name = plotted.name
    }
}
