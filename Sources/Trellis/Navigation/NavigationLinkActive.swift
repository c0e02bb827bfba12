// iOS 13–15 code drives pushes with a binding: `NavigationLink(destination:isActive:)` and
// `NavigationLink(destination:tag:selection:)` (deprecated in iOS 16, still most of the public code).
// A page is one moment, drawn with the root screen showing, so the binding only says whether the
// destination is pushed *later*; the link draws and links to its destination page exactly as
// `NavigationLink(destination:label:)` does.

extension NavigationLink {
    /// Creates a link to a destination that is pushed while `isActive` is true, with a custom label.
    ///
    /// - Parameters:
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - isActive: Whether the destination is pushed; a page draws the screen holding the link.
    ///   - label: A view that describes the destination.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// Creates a link to a destination that is pushed while `selection` equals `tag`, with a custom
    /// label.
    ///
    /// - Parameters:
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - tag: The value that `selection` holds while this link's destination is pushed.
    ///   - selection: The tag of the pushed link, `nil` when none is; a page draws the screen
    ///     holding the link.
    ///   - label: A view that describes the destination.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) and navigationDestination(for:destination:)")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a localized title to a destination pushed while `isActive` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - isActive: Whether the destination is pushed.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title shown as written to a destination pushed while `isActive` is
    /// true.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - isActive: Whether the destination is pushed.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) or navigationDestination(isPresented:destination:)")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title to a destination pushed while `selection` equals `tag`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - tag: The value that `selection` holds while this link's destination is pushed.
    ///   - selection: The tag of the pushed link, `nil` when none is.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) and navigationDestination(for:destination:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title shown as written to a destination pushed while `selection`
    /// equals `tag`.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The screen the link leads to, rendered as a page of its own.
    ///   - tag: The value that `selection` holds while this link's destination is pushed.
    ///   - selection: The tag of the pushed link, `nil` when none is.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) and navigationDestination(for:destination:)")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }
}
