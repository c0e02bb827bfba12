// Actions and modes that screens read from the environment to dismiss themselves, open links and
// edit lists. A snapshot never performs them: calling one does nothing. Each screen is shown as
// it is presented, not being edited, unless the code building it sets `\.editMode` itself.

/// Dismisses the presented screen: `@Environment(\.dismiss) var dismiss`, then `dismiss()`.
public struct DismissAction: Sendable {
    public init() {}
    @MainActor public func callAsFunction() {}
}

/// Opens a URL: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
public struct OpenURLAction: Sendable {
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}

    @MainActor public func callAsFunction(_ url: URL) {}
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}

    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// The older presentation state, `@Environment(\.presentationMode)`.
public struct PresentationMode: Sendable {
    public var isPresented: Bool
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
    public var dismiss: DismissAction {
        self[DismissKey.self]
    }

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

    public var presentationMode: Binding<PresentationMode> {
        self[PresentationModeKey.self]
    }
}
