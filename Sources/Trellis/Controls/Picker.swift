/// A control that chooses exactly one value out of several options.
///
/// A page shows the option whose tag equals the selection, in the picker style of the
/// environment: the menu style (the default) draws the selected option's label in the tint with
/// an up-and-down chevron (in a list or form row after the picker's label, else alone); `.segmented` draws iOS's segmented control; `.inline` lists the options with a
/// checkmark on the selected one; `.navigationLink` draws a row with the value in gray and a
/// chevron.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// Creates a picker with a custom label that shows the option its binding selects.
    ///
    /// - Parameters:
    ///   - selection: The binding to the selected value; the option whose tag equals it is drawn
    ///     selected. With `--states controls` each other option links to the page rendered with it
    ///     selected.
    ///   - content: A view builder that creates the options, each tagged with `tag(_:)` or made by a
    ///     ``ForEach`` whose ids are the values.
    ///   - label: A view that describes the choice; the menu style draws it before the value.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var inner = context
        inner.isInPicker = true
        inner.listDepth = 0
        inner.pickerSelection = AnyHashable(view.selection.wrappedValue)
        let environment = context.environment
        let kind = environment.pickerStyle._kind
        if kind == .segmented {
            inner = inner.modifyingEnvironment { $0.font = $0.font ?? .footnote }
        }
        // The menu shows its value in the tint; a row that pushes the options shows it in
        // secondary gray with a chevron, as iOS does. The color is the options' environment, not
        // a repaint, so an option's own color (Scrumdinger's theme names) wins, as in SwiftUI.
        let isRow = kind == .navigationLink
        inner.drawsSelectedOptionOnly = kind == .menu || isRow
        if kind == .menu || isRow {
            let valueColor = isRow ? Color.secondary : Color.accentColor
            inner = inner.modifyingEnvironment { $0.foregroundStyle = AnyShapeStyle(valueColor) }
        }
        if kind == .wheel { inner = PickerWheel.optionsContext(inner) }
        let (resolvedOptions, tags) = PickerTags.collecting { Content._resolve(view.content, in: inner) }
        let options = resolvedOptions.map { $0.taggedIfUntagged(isSelected: false) }
        let choices = optionChoices(view, options: resolvedOptions, tags: tags, in: context)

        switch kind {
        case .segmented:
            let style = ResolvedSegmentedStyle.themed(in: environment)
            let segments = options.enumerated().map { position, option -> ResolvedNode in
                guard case .tagged(let isSelected) = option.kind else { return option }
                let label = option.children.map { isSelected ? $0.recolored(style.selectedTextColor, font: style.selectedFont) : $0 }
                return choices(position, ResolvedNode(.segment(isSelected: isSelected), children: label))
            }
            return [ResolvedNode(.segmentedPicker(style), children: segments)]
        case .inline:
            let rows = options.enumerated().map { position, option -> ResolvedNode in
                guard case .tagged(let isSelected) = option.kind else { return option }
                let check = Image(systemName: "checkmark")
                let mark = isSelected ? context.resolveSingle(check.foregroundStyle(.tint)) : ResolvedNode(.spacer(minLength: 0))
                return choices(position, ResolvedNode(
                    .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Spacing.standard)),
                    children: option.children + [ResolvedNode(.spacer(minLength: Spacing.standard)), mark]))
            }
            // In a list or form each option is a row of its own, with its separator, as on iOS.
            if context.listDepth > 0 || context.isListSectionContent { return rows }
            return [ResolvedNode(.stack(ResolvedStack(axis: .vertical, alignment: .leading, spacing: Spacing.standard)), children: rows)]
        case .wheel:
            return PickerWheel.wheel(options, choices: choices, in: context)
        case .menu, .navigationLink:
            let selected = options.first { if case .tagged(true) = $0.kind { true } else { false } }
            let value = selected?.children ?? []
            let label = _LabelAndSpacer._resolve(_LabelAndSpacer(view.label), in: context)
            if isRow {
                let chevron = Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                let row = label + value + [context.resolveSingle(chevron)]
                return [ResolvedNode(.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Spacing.standard)), children: row)]
            }
            return MenuPickerButton.nodes(label: label, value: value, in: context)
        }
    }
}

extension Picker {
    /// Makes each option other than the selected one the link to the state where it is selected,
    /// when the render follows controls and the options' tags are the picker's values.
    private static func optionChoices(
        _ view: Self, options: [ResolvedNode], tags: [AnyHashable], in context: _ResolveContext
    ) -> (Int, ResolvedNode) -> ResolvedNode {
        let tagged = options.filter { if case .tagged = $0.kind { true } else { false } }
        guard context.followsStates(runningActions: false), tagged.count == options.count, tags.count == options.count
        else { return { $1 } }
        let control = context.nextControlKey("picker")
        let label = context.spokenText(of: view.label)
        let selection = view.selection
        let current = AnyHashable(selection.wrappedValue)
        return { position, node in
            guard let value = tags[position].base as? SelectionValue, tags[position] != current else { return node }
            let option = options[position].spokenText
            return context.linkingState(
                node, control: control, label: label, option: option.isEmpty ? String(position) : option, role: .radio,
                description: "Picker \"\(label ?? "")\" option \"\(option)\"",
                apply: { selection.wrappedValue = value })
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - selection: The binding to the selected value.
    ///   - content: A view builder that creates the tagged options.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// Creates a picker whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The binding to the selected value.
    ///   - content: A view builder that creates the tagged options.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension ResolvedSegmentedStyle {
    /// iOS's segmented control: every label in the label color (the theme's text), the selected
    /// one semibold on the raised segment. A tinted label would fail contrast on the dark raised
    /// segment `#636366` (1.76 to 2.62 with the presets' tints); iOS doesn't tint it either.
    static func themed(in environment: EnvironmentValues) -> ResolvedSegmentedStyle {
        let dark = environment.colorScheme == .dark
        let font = Font.footnote.resolve(dynamicTypeSize: environment.dynamicTypeSize)
        var selectedFont = font
        selectedFont.weight = .semibold
        return ResolvedSegmentedStyle(
            background: SemanticColor.tertiarySystemFill.value(dark: dark),
            selectedBackground: dark ? Color.Resolved(rgb: 0x636366) : Color.Resolved(rgb: 0xFFFFFF),
            textColor: environment.themeColor(\.text).resolve(in: environment),
            selectedTextColor: environment.themeColor(\.text).resolve(in: environment),
            font: font,
            selectedFont: selectedFont,
            // 32 pt at the default size, 7 pt above and below the footnote's 18-pt line; at larger
            // text sizes the segments grow with their labels, as SwiftUI's segmented picker does.
            height: max(32, selectedFont.leading + 14),
            cornerRadius: 9)
    }
}

extension ResolvedNode {
    /// The same node with its text and icons in `color` (and `font`, if given).
    func recolored(_ color: Color.Resolved, font: Font.Resolved?) -> ResolvedNode {
        var copy = self
        switch kind {
        case .text(var text):
            text.color = color
            if let font { text.font = font }
            copy.kind = .text(text)
        case .image(var image):
            image.color = color
            copy.kind = .image(image)
        default: break
        }
        copy.children = children.map { $0.recolored(color, font: font) }
        return copy
    }
}

/// Marks a view as the option for `tag` inside a `Picker`; elsewhere it changes nothing.
public struct _TagModifier<V: Hashable>: ViewModifier, _OptionTagging {
    public typealias Body = Never
    let tag: V

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        guard context.isInPicker else { return C._resolve(content, in: context) }
        let isSelected = context.pickerSelection == AnyHashable(modifier.tag)
        if context.drawsSelectedOptionOnly && !isSelected {
            PickerTags.record(AnyHashable(modifier.tag))
            return [.unselectedOption]
        }
        let nodes = C._resolve(content, in: context)
        for _ in nodes { PickerTags.record(AnyHashable(modifier.tag)) }
        return nodes.map { ResolvedNode(.tagged(isSelected: isSelected), children: [$0]) }
    }
}

extension View {
    /// Sets the value this view stands for as an option of a ``Picker`` or a tab of a ``TabView``.
    ///
    /// Elsewhere the tag changes nothing.
    ///
    /// - Parameter tag: The value the picker's or tab view's selection has when this view is the one
    ///   selected.
    /// - Returns: The view, tagged.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: tag))
    }
}

extension Picker {
    /// The iOS 13 form, the label given as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

/// A modifier that gives its content a picker's tag.
protocol _OptionTagging {}

/// A view tagged at its top: inside a picker its own tag, not its `ForEach` id, says whether it
/// is the selected option.
protocol _TaggedOption {}

extension ModifiedContent: _TaggedOption where Modifier: _OptionTagging {}

extension ResolvedNode {
    /// An option a picker that draws only its selection does not draw, left unresolved: it
    /// keeps its place among the options, with nothing in it.
    static var unselectedOption: ResolvedNode { ResolvedNode(.tagged(isSelected: false), children: []) }
}
