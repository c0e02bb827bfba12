/// A line's dash pattern for an underline or a strikethrough. Apps name it
/// `Text.LineStyle.Pattern`; it lives here, apart from `Text`, because the emitters draw the
/// dashes and never see a `Text`.
public enum TextLinePattern: Hashable, Sendable {
    /// Solid, dotted, dashed, dash-dotted and dash-dot-dotted lines.
    case solid, dot, dash, dashDot, dashDotDot
}
