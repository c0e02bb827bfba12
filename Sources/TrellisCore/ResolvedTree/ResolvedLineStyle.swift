/// An underline's or a strikethrough's pattern and color once the environment is applied: what
/// `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` asked for.
public struct ResolvedLineStyle: Hashable, Sendable {
    /// The line's dash pattern.
    public var pattern: TextLinePattern
    /// The line's own color; nil draws it in the text's (or the run's) color, as SwiftUI does.
    public var color: Color.Resolved?

    /// Creates a line style; by default a solid line in the text's color.
    public init(pattern: TextLinePattern = .solid, color: Color.Resolved? = nil) {
        self.pattern = pattern
        self.color = color
    }

    /// A solid line in the text's color: what a plain `underline()` draws.
    public var isDefault: Bool { pattern == .solid && color == nil }

    /// The color the line is painted in over text painted in `textColor`.
    public func color(over textColor: Color.Resolved) -> Color.Resolved { color ?? textColor }

    /// `dash #FF0000`: the pattern when not solid, then the color when it has one of its own.
    package var dumpText: String {
        var words: [String] = []
        if pattern != .solid { words.append("\(pattern)") }
        if let color { words.append(color.dumpText) }
        return words.joined(separator: " ")
    }
}

