// System buttons a screen names by type (PasteButton, RenameButton, EditButton). A render presses
// nothing, so each draws as iOS shows it at rest.

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

/// The button that turns a list's edit mode on and off: "Edit" in the tint, as a navigation bar
/// shows it, or "Done" (bold, as iOS writes it) where `\.editMode` is active.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    /// "Edit" in the tint, or a semibold "Done" when the environment's edit mode is active.
    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Button {} label: { Text("Done").fontWeight(.semibold) }
        } else {
            Button("Edit") {}
        }
    }
}
