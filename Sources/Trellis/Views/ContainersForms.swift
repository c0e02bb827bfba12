/// A form: on iOS a list in the inset grouped style, whatever list style is set around it.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How a `Form` arranges its controls. iOS draws every form grouped, so each style is that look.
public protocol FormStyle: Sendable {}

public struct GroupedFormStyle: FormStyle {
    public init() {}
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Accepted: a form on iOS is grouped in every style.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// A box around related content, as iOS draws it: the content (under its label, in the
/// headline font) 16 pt inside a rounded rectangle of the secondary system background, as wide
/// as the space offered.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        // iOS's box spans the width it is offered, its content leading.
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A label with a chevron that shows its content when expanded, as its `isExpanded` binding
/// says (collapsed when it has none). In a list the label and each content view are rows.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    /// nil: the group keeps its own state, collapsed at first.
    let isExpandedBinding: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = nil
    }

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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// A label and its value in a row: the label leading, the value trailing in the secondary color,
/// as a settings row shows them.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

/// Shows the first of its children whose ideal size fits the space offered along `axes`, or
/// the last when none does.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.viewThatFits(ResolvedViewThatFits(axes: view.axes, chosen: nil)), children: context.resolvingContainerContent(view.content))]
    }
}
