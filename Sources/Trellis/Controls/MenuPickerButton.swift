/// The closed menu picker as iOS 16+ draws it: the selected option's label in the tint, then a
/// small `chevron.up.chevron.down` in the tint. Outside a list or form the button is all there
/// is (the picker's own label is not drawn, as on iOS; assistive technologies still read it);
/// in a list or form row the label leads and the button trails.
enum MenuPickerButton {
    /// The gap between the value and the chevrons, about what iOS leaves.
    static let chevronSpacing: CGFloat = 4

    @MainActor static func nodes(label: [ResolvedNode], value: [ResolvedNode], in context: _ResolveContext) -> [ResolvedNode] {
        let chevrons = Image(systemName: "chevron.up.chevron.down")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.tint)
        let button = ResolvedNode(
            .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: chevronSpacing)),
            children: value + [context.resolveSingle(chevrons)])
        guard context.isListRowPosition else { return [button] }
        return [ResolvedNode(.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Spacing.standard)), children: label + [button])]
    }
}
