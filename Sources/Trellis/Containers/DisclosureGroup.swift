/// A label with a chevron that shows its content when expanded, as its `isExpanded` binding
/// says (collapsed when it has none). In a list the label and each content view are rows.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    /// nil: the group keeps its own state, collapsed at first.
    let isExpandedBinding: Binding<Bool>?

    /// Creates a disclosure group that keeps its own expanded state, collapsed at first.
    ///
    /// With `--states controls` its header links to the page rendered with it expanded.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the content shown when expanded.
    ///   - label: A view that describes the content, drawn before the chevron.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = nil
    }

    /// Creates a disclosure group that is expanded when its binding is true.
    ///
    /// - Parameters:
    ///   - isExpanded: The binding to whether the content shows; with `--states controls` the header
    ///     links to the page rendered with the other value.
    ///   - content: A view builder that creates the content shown when expanded.
    ///   - label: A view that describes the content, drawn before the chevron.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = isExpanded
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        // Its own state is kept by its place, as a view's @State is, so the expanded page stays so.
        let control = context.followsStates(runningActions: false) ? context.nextControlKey("disclosure") : nil
        let binding = view.isExpandedBinding ?? control.map { key in
            let cell = context.stateFrame.store.cell(key + ".isExpanded", initial: false)
            return Binding(get: { cell.value }, set: { cell.write($0) })
        } ?? .constant(false)
        if let style = context.environment.disclosureGroupStyle {
            return resolveStyled(style, label: view.label, content: view.content, isExpanded: binding, in: context)
        }
        let isExpanded = binding.wrappedValue
        let header = HStack {
            view.label
            Spacer(minLength: 0)
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
        }
        var headerNodes = context.resolveChild(header)
        if let control, headerNodes.count == 1 {
            let label = context.spokenText(of: view.label)
            headerNodes = [context.linkingState(
                headerNodes[0], control: control, label: label, option: isExpanded ? "collapsed" : "expanded",
                role: .disclosure(isExpanded: isExpanded), description: "DisclosureGroup \"\(label ?? "")\"",
                apply: { binding.wrappedValue = !isExpanded })]
        }
        guard isExpanded else { return headerNodes }
        if context.listDepth > 0 || context.isListSectionContent { return headerNodes + context.resolveChild(view.content) }
        return context.resolveChild(VStack(alignment: .leading, spacing: 8) {
            _Deferred(nodes: headerNodes)
            view.content
        })
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - content: A view builder that creates the content shown when expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a collapsed disclosure group whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: A view builder that creates the content shown when expanded.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a disclosure group with a title, expanded when its binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - isExpanded: The binding to whether the content shows.
    ///   - content: A view builder that creates the content shown when expanded.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group with a title shown as written, expanded when its binding is true.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - isExpanded: The binding to whether the content shows.
    ///   - content: A view builder that creates the content shown when expanded.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
