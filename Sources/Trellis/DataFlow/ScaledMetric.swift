/// A length that SwiftUI scales with the Dynamic Type size. Trellis renders at the default size
/// (large), where a scaled metric is the value written, so that is its value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    /// The value written, which Trellis uses as is at the default Dynamic Type size.
    public let wrappedValue: Value

    /// A length that scales as text of `textStyle` does; at the default size, `wrappedValue`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }

    /// A length that scales as body text does; at the default size, `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
