/// What iOS 17's controls share: their metrics, their grays, and how a disabled one looks.
enum ControlLook {
    static let switchSize = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 27
    static let stepperSize = CGSize(width: 94, height: 32)
    /// iOS dims a disabled control (its tint and its label) to about this opacity.
    static let disabledOpacity = 0.4

    /// A slider's and a progress bar's unfilled track: UIKit's systemFill, which Apple's
    /// documentation gives to thin and small shapes such as a slider's track.
    static let track = Color(SemanticColor.systemFill)
    /// A switch's track when off: UIKit's secondarySystemFill, which Apple's documentation gives
    /// to medium-size shapes such as the background of a switch (#E9E9EA on white).
    static let switchTrack = Color(SemanticColor.secondarySystemFill)
    /// The gray behind a stepper, a compact date picker's fields and a bordered toggle.
    static let fieldFill = Color(SemanticColor.tertiarySystemFill)
    /// A placeholder's gray (iOS's placeholderText).
    static let placeholder = Color(SemanticColor.tertiaryLabel)
}

/// A switch or slider knob: white, with a hairline of gray around it where iOS draws a soft
/// shadow (SVG 1.1 and the HTML here draw no blur). A white disc on a slightly larger gray one:
/// fills draw crisply in both formats, where a half-point stroke would break into dots.
struct _Knob: View {
    let diameter: CGFloat

    var body: some View {
        Circle().fill(Color.black.opacity(0.1))
            .overlay(Circle().fill(Color.white).padding(0.5))
            .frame(width: diameter, height: diameter)
    }
}

extension ResolvedNode {
    /// This control as `.disabled(_:)` leaves it where the environment says it is disabled.
    func dimmed(unless isEnabled: Bool) -> ResolvedNode {
        isEnabled ? self : ResolvedNode(.opacity(ControlLook.disabledOpacity), children: [self], layoutPriority: layoutPriority)
    }
}

extension _ResolveContext {
    /// Resolves a control's drawing, marks it for assistive technology and dims it when disabled:
    /// the last steps every control's `_resolve` takes.
    func resolveControl<V: View>(_ drawing: V, accessibility: ResolvedAccessibility) -> [ResolvedNode] {
        let node = resolveSingle(drawing).addingAccessibility(accessibility)
        return [node.dimmed(unless: environment.isEnabled)]
    }

    /// The words a label's views show, for a control whose role takes no name from its content.
    func spokenText<V: View>(of label: V) -> String? {
        let text = resolveChild(label).map(\.spokenText).filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}
