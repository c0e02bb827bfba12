// System buttons a screen names by type (PasteButton, RenameButton), the navigation title's menu,
// and the menu initialisers that pair a title with a primary action. A render presses nothing, so
// each draws as iOS shows it at rest.

/// The system's Paste button: iOS draws it as a capsule with the clipboard symbol and "Paste".
/// Its action, which receives the pasteboard's contents, never runs in a render.
public struct PasteButton: View {
    /// Creates a Paste button for payloads of `payloadType`.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// Creates a Paste button that accepts strings and URLs, however the type is spelled.
    public init(supportedContentTypes: [String], payloadAction: @escaping ([Any]) -> Void) {}

    /// The capsule iOS draws, in the tint.
    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
    }
}

/// The system's Rename button, as a menu or context menu lists it: "Rename" with a pencil. It
/// starts renaming through `.renameAction`, which never runs in a render.
public struct RenameButton<Label: View>: View {
    /// Creates a Rename button.
    public init() where Label == Trellis.Label<Text, Image> {}

    /// "Rename" and its pencil, drawn as any button is.
    public var body: some View {
        Button {} label: { Trellis.Label("Rename", systemImage: "pencil") }
    }
}

extension View {
    /// The action a `RenameButton` inside this view starts; it never runs in a render.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
}

/// A menu under the navigation title (iOS 16). Only its title shows until the user taps it, so it
/// contributes no item to the bars; the menu's contents are never drawn.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never

    /// Creates a title menu from `content`, which a closed menu doesn't draw.
    public init(@ViewBuilder content: () -> Content) {}

    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] { [] }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey` whose title, tapped, runs `primaryAction` (drawn as its button).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title`, shown as written, whose title runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The macOS menu style that draws the label as a borderless button, as a closed menu is drawn
    /// on iOS anyway.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
