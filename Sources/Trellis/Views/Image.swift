/// An SF Symbol by name. Trellis draws a set of symbols of its own under the same names; the
/// renderer reports a name it has no drawing for.
public struct Image: View, Sendable {
    public typealias Body = Never

    let systemName: String
    var isResizable = false

    public init(systemName: String) {
        self.systemName = systemName
    }

    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public static func _resolve(_ view: Image, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        return [ResolvedNode(.image(ResolvedImage(
            systemName: view.systemName,
            color: environment.resolvedForeground,
            font: environment.resolvedFont,
            isResizable: view.isResizable)))]
    }
}
