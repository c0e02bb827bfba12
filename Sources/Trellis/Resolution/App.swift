/// An app, so that a seed's `App` struct can be rendered from its root.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
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

public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        scene.content.resolved(in: environment)
    }
}

@resultBuilder
public enum SceneBuilder {
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
