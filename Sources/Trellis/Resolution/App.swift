/// An app, so that a seed's `App` struct can be rendered from its root.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body returns.
    associatedtype Body: Scene
    /// The app's scenes; Trellis renders the first window's content.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
    /// Creates the app; `main()` calls it, as the `@main` attribute does on Apple's platforms.
    init()
}

extension App {
    /// Running an app renders its first window's resolved tree to standard output, which is what a
    /// headless platform can show of it.
    @MainActor
    public static func main() {
        let app = Self()
        print(app.resolved().dump(), terminator: "")
    }

    /// The app's first window, resolved.
    @MainActor
    public func resolved(in environment: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
        let scene = ResolveContext.evaluateScene(self, in: environment)
        return Body._resolvedRoot(scene, in: environment)
    }
}

/// A part of an app's interface; Trellis knows windows.
@MainActor @preconcurrency
public protocol Scene {
    @MainActor
    static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree
}

/// The scene that holds an app's main view. Trellis renders its content as one screen; there
/// are no windows to open or close.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates a window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group with a title. A rendered page takes its title from the content's
    /// `navigationTitle`, not from this one, which is accepted and not shown.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        scene.content.resolved(in: environment)
    }
}

/// The result builder of an app's `body`, which holds one scene.
@resultBuilder
public enum SceneBuilder {
    /// Returns the one scene written in the body.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

enum ResolveContext {
    /// Evaluates an app's body with the environment in force, so `@Environment` works in it.
    @MainActor
    static func evaluateScene<A: App>(_ app: A, in environment: EnvironmentValues) -> A.Body {
        let saved = EnvironmentValues.current
        EnvironmentValues.current = environment
        defer { EnvironmentValues.current = saved }
        return app.body
    }
}
