private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Set by `labelsHidden()`: controls draw without their labels (they still name the control
    /// for assistive technology).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (toggles, pickers, steppers, date and color
    /// pickers): each draws only its control, which keeps its label as its accessible name.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's label and the flexible space after it, as a row draws them; nothing at all under
/// `labelsHidden()`, so the control then sits alone at its own size.
struct _LabelAndSpacer<Label: View>: View {
    typealias Body = Never
    let label: Label

    init(_ label: Label) { self.label = label }

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard !context.environment.labelsHidden else { return [] }
        return Label._resolve(view.label, in: context) + [ResolvedNode(.spacer(minLength: Spacing.standard))]
    }
}
