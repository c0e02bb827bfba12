/// A menu, shown closed: its label as a button. The items appear only when it is opened, which a
/// snapshot never shows.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(Button(action: {}) { view.label })
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// The styles a menu can have; a closed menu looks like its button either way.
@MainActor @preconcurrency
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

/// The button that turns a list's edit mode on and off: "Edit" in the tint, as a navigation bar
/// shows it, or "Done" (bold, as iOS writes it) where `\.editMode` is active.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Button {} label: { Text("Done").fontWeight(.semibold) }
        } else {
            Button("Edit") {}
        }
    }
}
