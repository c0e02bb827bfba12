/// How a blur-replace transition moves (iOS 17).
public struct BlurReplaceConfiguration: Hashable, Sendable {
    let name: String
    /// Shrinks out downward and grows in upward.
    public static let downUp = BlurReplaceConfiguration(name: "downUp")
    /// Shrinks out upward and grows in upward.
    public static let upUp = BlurReplaceConfiguration(name: "upUp")
}

extension AnyTransition {
    /// Blurs and scales the view out and in (iOS 17); a still screen shows the view as it is.
    public static var blurReplace: AnyTransition { AnyTransition("blurReplace") }
    /// Blurs and scales the view out and in, moving as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition { AnyTransition("blurReplace") }
    /// The symbol effect's own appear and disappear (iOS 17); a still screen shows the view.
    public static var symbolEffect: AnyTransition { AnyTransition("symbolEffect") }
}
