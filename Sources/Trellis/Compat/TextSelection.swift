/// Whether people can select text. Text in a Trellis page is selectable in the browser either
/// way, so the setting compiles and changes nothing.
public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
