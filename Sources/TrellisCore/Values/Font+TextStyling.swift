// The font changes Text's own modifiers and Markdown make, and SwiftUI's Font methods for them.

extension Font {
    /// This font in `design`, its size and weight kept.
    package func design(_ design: Design) -> Font {
        var copy = self
        copy.base = switch base {
        case .textStyle(let style, _): .textStyle(style, design: design)
        case .size(let size, _): .size(size, design: design)
        // A brand font's files are its design.
        case .custom: base
        }
        return copy
    }

    /// Sans Mono, the family Trellis draws every monospaced font in.
    public func monospaced() -> Font { design(.monospaced) }

    /// DejaVu's digits all have one advance already, so this is the font itself.
    public func monospacedDigit() -> Font { self }

}
