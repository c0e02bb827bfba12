/// Whether people can select text. Text in a Trellis page is selectable in the browser either
/// way, so the setting compiles and changes nothing.
public protocol TextSelectability {}

/// Text that people can select and copy.
public struct EnabledTextSelectability: TextSelectability {
    /// Creates the enabled selectability.
    public init() {}
}
/// Text that people can't select.
public struct DisabledTextSelectability: TextSelectability {
    /// Creates the disabled selectability.
    public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text below can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text below can't be selected; SwiftUI's default.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Whether people can select the text below.
    ///
    /// Text in a Trellis page is selectable in the browser either way, so this changes nothing.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
