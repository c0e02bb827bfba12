// Actions and modes that screens read from the environment to dismiss themselves, open links and
// edit lists. A snapshot never performs them: calling one does nothing. Each screen is shown as
// it is presented, not being edited, unless the code building it sets `\.editMode` itself.

/// Dismisses the presented screen: `@Environment(\.dismiss) var dismiss`, then `dismiss()`.
public struct DismissAction: Sendable {
    /// Creates an action that does nothing when called.
    public init() {}
    /// Dismisses the current presentation; a snapshot keeps the screen as rendered.
    @MainActor public func callAsFunction() {}
}

/// Opens a URL: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
public struct OpenURLAction: Sendable {
    /// Creates an action that hands each URL to `handler`.
    ///
    /// Trellis never opens a URL, so `handler` is not called during a render.
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}

    /// Opens `url`; does nothing in a snapshot.
    @MainActor public func callAsFunction(_ url: URL) {}
    /// Opens `url` and reports whether it was accepted; does nothing in a snapshot, and `completion`
    /// is not called.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}

    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        let name: String
        /// The handler opened the URL itself.
        public static let handled = Result(name: "handled")
        /// The handler declined the URL and nothing else should open it.
        public static let discarded = Result(name: "discarded")
        /// The handler passes the URL on to the system to open.
        public static let systemAction = Result(name: "systemAction")
        /// The handler asks the system to open `url` instead of the one it received.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    /// `inactive`: the rows are shown as usual; `transient`: an edit started by a gesture, such as a
    /// swipe; `active`: the list shows its delete and move controls.
    case inactive, transient, active

    /// Whether the mode is `transient` or `active`.
    public var isEditing: Bool { self != .inactive }
}

/// The older presentation state, `@Environment(\.presentationMode)`.
public struct PresentationMode: Sendable {
    /// Whether the view is currently presented.
    public var isPresented: Bool
    /// Dismisses the view; does nothing in a snapshot.
    public mutating func dismiss() {}
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct EditModeKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil
}
private struct PresentationModeKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = Binding<PresentationMode>.constant(PresentationMode(isPresented: false))
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation; calling it does nothing in a snapshot.
    public var dismiss: DismissAction {
        self[DismissKey.self]
    }

    /// The action that opens a URL; calling it does nothing in a snapshot.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether this screen is presented; a rendered screen is a root, so false.
    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }

    /// The edit mode a list and an `EditButton` share; nil where no container provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// A binding to the presentation state of the view, the form before `dismiss`.
    ///
    /// A rendered screen is a root, so it reads as not presented.
    public var presentationMode: Binding<PresentationMode> {
        self[PresentationModeKey.self]
    }
}
