/// A length that SwiftUI scales with the Dynamic Type size. Trellis renders at the default size
/// (large), where a scaled metric is the value written, so that is its value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    public let wrappedValue: Value

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
