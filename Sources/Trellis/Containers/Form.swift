/// A container for the controls of a settings or data-entry screen.
///
/// On iOS, and so here, a form is a ``List`` in the inset grouped style, whatever list style is
/// set around it.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    ///
    /// - Parameter content: A view builder that creates the form's sections and rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form's content as a ``List`` in the `.insetGrouped` style.
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A type that decides how a form is laid out.
///
/// iOS draws every form grouped, so each style is that look.
public protocol FormStyle: Sendable {}

/// A form style that groups the controls in rounded sections, as iOS does.
public struct GroupedFormStyle: FormStyle {
    /// Creates a grouped form style.
    public init() {}
}

/// The default form style: on iOS, grouped.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the automatic form style.
    public init() {}
}

/// A form style that arranges the controls in columns on macOS; on iOS, grouped.
public struct ColumnsFormStyle: FormStyle {
    /// Creates a columns form style.
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// The grouped form style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The columns form style; a page draws it grouped.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view.
    ///
    /// Accepted: a form on iOS is grouped in every style, so this changes nothing.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// A box around related content, as iOS draws it: the content (under its label, in the
/// headline font) 16 pt inside a rounded rectangle of the secondary system background, as wide
/// as the space offered.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with a custom label.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the box's content.
    ///   - label: A view drawn above the content in the headline font.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with a label view.
    ///
    /// - Parameters:
    ///   - label: A view drawn above the content in the headline font.
    ///   - content: A view builder that creates the box's content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The label and content as the group box style in force draws them (GroupBoxStyle.swift).
    public var body: some View {
        _StyledGroupBox(label: label, content: content)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box without a label.
    ///
    /// - Parameter content: A view builder that creates the box's content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The box's title, drawn in the headline font.
    ///   - content: A view builder that creates the box's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The box's title, drawn in the headline font.
    ///   - content: A view builder that creates the box's content.
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

/// A label and its value in a row: the label leading, the value trailing in the secondary color,
/// as a settings row shows them.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates labeled content with a custom label.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the value, drawn trailing in the secondary style.
    ///   - label: A view that describes the value, drawn leading.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, flexible space, then the content in the secondary style.
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates labeled content whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - content: A view builder that creates the value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates labeled content whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - content: A view builder that creates the value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content that shows a string value under a title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - value: The value, shown as written.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates labeled content that shows a string value under a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - value: The value, shown as written.
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

    /// Creates a view that picks the first of its subviews that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes along which a subview's ideal size must fit the space offered; both by
    ///     default.
    ///   - content: A view builder that creates the candidates, preferred first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.viewThatFits(ResolvedViewThatFits(axes: view.axes, chosen: nil)), children: context.resolvingContainerContent(view.content))]
    }
}
