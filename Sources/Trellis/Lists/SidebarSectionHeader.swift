/// A section header in a `.sidebar` list, as iOS draws it: the title larger and bold in the
/// primary color, as written rather than in a grouped list's capitals, with the disclosure
/// chevron on its trailing side that a sidebar gives its sections (pointing down while the
/// rows show, right when a `Section(isExpanded:)` is collapsed), in the tint.
extension Section {
    static func resolveSidebarHeader(_ header: Parent, in context: _ResolveContext, isExpanded: Bool) -> [ResolvedNode] {
        let title = context.modifyingEnvironment {
            $0.font = $0.font ?? .title3.bold()
            if $0.foregroundStyle == nil { $0.foregroundStyle = AnyShapeStyle(Color.primary) }
        }
        let nodes = Parent._resolve(header, in: title)
        guard !nodes.isEmpty else { return [] }
        let chevron = Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.tint)
        let label = nodes.count == 1 ? nodes[0] : ResolvedNode(
            .stack(ResolvedStack(axis: .vertical, alignment: .leading, spacing: Spacing.standard)), children: nodes)
        return [ResolvedNode(
            .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Spacing.standard)),
            children: [label, ResolvedNode(.spacer(minLength: 0))] + context.resolveChild(chevron))]
    }
}
