// The window actions a macOS scene puts in the environment. A rendered page is one window, so
// opening or closing another does nothing.

/// Opens a window of the app's scenes: `@Environment(\.openWindow) var openWindow`, then
/// `openWindow(id: "about")`.
public struct OpenWindowAction: Sendable {
    init() {}
    /// Opens the window whose scene has `id`; does nothing in a snapshot.
    @MainActor public func callAsFunction(id: String) {}
    /// Opens a window presenting `value`; does nothing in a snapshot.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window whose scene has `id`, presenting `value`; does nothing in a snapshot.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window: `@Environment(\.dismissWindow) var dismissWindow`.
public struct DismissWindowAction: Sendable {
    init() {}
    /// Closes the frontmost window; does nothing in a snapshot.
    @MainActor public func callAsFunction() {}
    /// Closes the window whose scene has `id`; does nothing in a snapshot.
    @MainActor public func callAsFunction(id: String) {}
}

/// Opens the app's Settings window: `@Environment(\.openSettings) var openSettings`.
public struct OpenSettingsAction: Sendable {
    init() {}
    /// Opens the Settings scene; does nothing in a snapshot.
    @MainActor public func callAsFunction() {}
}

private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }
private struct OpenSettingsKey: EnvironmentKey { static let defaultValue = OpenSettingsAction() }

extension EnvironmentValues {
    /// The action that opens another window of the app.
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
    /// The action that closes a window of the app.
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
    /// The action that opens the app's Settings window.
    public var openSettings: OpenSettingsAction { self[OpenSettingsKey.self] }
}
