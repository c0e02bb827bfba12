extension _ResolveContext {
    /// A key for the next control resolved in the current view (see `ResolvedStateLink.key`).
    func nextControlKey(_ kind: String) -> String {
        stateFrame.nextControlKey(kind)
    }

    /// Whether this render makes links of controls (`runsAction` false) or of buttons too.
    func followsStates(runningActions runsAction: Bool) -> Bool {
        switch stateFrame.store.mode {
        case .none: false
        case .controls: !runsAction
        case .all: true
        }
    }

    /// `node` as the link to the state `apply` leads to, when the render follows states that
    /// far; otherwise `node` unchanged. The store keeps `apply` for the planner under the key.
    func linkingState(
        _ node: ResolvedNode, control: String, label: String?, option: String, role: ResolvedStateLink.Role,
        description: String, runsAction: Bool = false, apply: @escaping @MainActor () -> Void
    ) -> ResolvedNode {
        guard followsStates(runningActions: runsAction) else { return node }
        let key = control + ":" + option
        let words = [label, option].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let name = Slug.make(words.isEmpty ? "state" : words)
        stateFrame.store.alternatives[key] = StateAlternative(apply: apply, runsAction: runsAction, description: description)
        let spoken: String? = if case .switchControl = role { label } else { nil }
        return ResolvedNode(
            .stateLink(ResolvedStateLink(key: key, name: name, role: role, label: spoken)), children: [node],
            layoutPriority: node.layoutPriority)
    }
}

/// The tags a picker's options declared, in order, while the picker resolves them; each
/// becomes the value the option's link sets.
@MainActor
enum PickerTags {
    static var current: [AnyHashable]?

    static func record(_ tag: AnyHashable) {
        current?.append(tag)
    }

    /// Runs `body` collecting the tags written in it.
    static func collecting<T>(_ body: () -> T) -> (T, [AnyHashable]) {
        let saved = current
        current = []
        let result = body()
        let tags = current ?? []
        current = saved
        return (result, tags)
    }
}

/// A view made the link to a state by a control built of other views (a stepper's halves).
struct _StateLinked<Content: View>: View {
    typealias Body = Never
    let content: Content
    let control: String
    let label: String?
    let option: String
    let description: String
    let runsAction: Bool
    let apply: @MainActor () -> Void

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let nodes = context.resolveChild(view.content)
        guard nodes.count == 1 else { return nodes }
        return [context.linkingState(
            nodes[0], control: view.control, label: view.label, option: view.option, role: .button,
            description: view.description, runsAction: view.runsAction, apply: view.apply)]
    }
}
