// ShareLink opens the share sheet, which a snapshot never shows. It is drawn as the button iOS
// draws for it (by default "Share" with the square.and.arrow.up symbol, in the tint); the item,
// subject, message and preview are accepted and not shown. SwiftUI requires Transferable items;
// Trellis has no CoreTransferable, so any item is taken.

/// A preview of what a ShareLink shares, for the share sheet a snapshot doesn't show.
public struct SharePreview: Sendable {
    public init(_ title: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
    public init(_ title: LocalizedStringKey, image: Image) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init(_ title: LocalizedStringKey, icon: Image) {}
    public init(_ title: LocalizedStringKey, image: Image, icon: Image) {}
}

/// A button that would share an item; drawn as a Button with its label.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

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

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) {
            Trellis.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item) { Trellis.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item) { Trellis.Label(title, systemImage: "square.and.arrow.up") }
    }
}
