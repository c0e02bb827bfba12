// ShareLink opens the share sheet, which a snapshot never shows. It is drawn as the button iOS
// draws for it (by default "Share" with the square.and.arrow.up symbol, in the tint); the item,
// subject, message and preview are accepted and not shown. SwiftUI requires Transferable items;
// Trellis has no CoreTransferable, so any item is taken.

/// A preview of what a ShareLink shares, for the share sheet a snapshot doesn't show.
public struct SharePreview: Sendable {
    /// A preview titled with a localized string.
    public init(_ title: LocalizedStringKey) {}
    /// A preview titled with a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
    /// A preview with a localized title and an image of the content.
    public init(_ title: LocalizedStringKey, image: Image) {}
    /// A preview with a title and an image of the content.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) {}
    /// A preview with a localized title and an icon for the content's source.
    public init(_ title: LocalizedStringKey, icon: Image) {}
    /// A preview with a localized title, an image of the content and an icon for its source.
    public init(_ title: LocalizedStringKey, image: Image, icon: Image) {}
}

/// A button that would share an item; drawn as a Button with its label.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A button that shares `item`, drawn as a ``Button`` with `label`.
    ///
    /// - Parameters:
    ///   - item: What to share; any value, since Trellis has no `Transferable`.
    ///   - subject: A subject for destinations such as mail; not drawn.
    ///   - message: A message sent along with the item; not drawn.
    ///   - preview: What the share sheet shows for the item; not drawn.
    ///   - label: The button's label.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A button that shares each of `items`, drawn as a ``Button`` with `label`; the subject and
    /// message aren't drawn.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Trellis.Label<Text, Image> {
    /// iOS's own label: "Share" with the square.and.arrow.up symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Trellis.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A button that shares each of `items`, drawn as iOS's "Share" label with the
    /// square.and.arrow.up symbol in the tint.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) {
            Trellis.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A button that shares `item`, drawn as a label of `titleKey` with the square.and.arrow.up
    /// symbol; the subject, message and preview aren't drawn.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item) { Trellis.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    /// A button that shares `item`, drawn as a label of `title` with the square.and.arrow.up
    /// symbol; the subject, message and preview aren't drawn.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item) { Trellis.Label(title, systemImage: "square.and.arrow.up") }
    }
}
