// The scenes a macOS app declares besides its main window. A render shows one window: the app's
// first scene, whichever kind it is; the others are declared and not drawn, as windows the user
// has not opened yet.

/// The app's Settings window, opened from the app menu (⌘,). Rendered as its content when it is
/// the app's first scene.
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Creates the Settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        scene.content.resolved(in: environment)
    }
}

/// A single, unique window (an About or Activity window), opened with `openWindow(id:)`.
public struct Window<Content: View>: Scene {
    let content: Content

    /// Creates a window titled `title`, opened by `id`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window titled `title`, opened by `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window titled `title`, opened by `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        scene.content.resolved(in: environment)
    }
}

extension WindowGroup {
    /// Creates a window group with a title and an identifier for `openWindow(id:)`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Creates a window group with an identifier for `openWindow(id:)`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}

/// An item in the system menu bar whose content shows as a menu or, with
/// `.menuBarExtraStyle(.window)`, as a panel. Rendered as that content when it is the first scene.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    let content: Content

    /// Creates a menu bar item drawn by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// Creates a menu bar item whose label is `isInserted`-controlled and drawn by `label`.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        scene.content.resolved(in: environment)
    }
}

extension MenuBarExtra where Label == Trellis.Label<Text, Image> {
    /// Creates a menu bar item titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a menu bar item titled `title` with the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a menu bar item titled `titleKey` with the SF Symbol `systemImage`, shown while
    /// `isInserted` is true.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// Creates a menu bar item titled `titleKey` with the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar item drawn as the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Several scenes declared in one app body; the first is the one rendered.
public struct _TupleScene<each S: Scene>: Scene {
    let scenes: (repeat each S)

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        for first in repeat each scene.scenes {
            return root(of: first, in: environment)
        }
        return EmptyView().resolved(in: environment)
    }

    private static func root<T: Scene>(of scene: T, in environment: EnvironmentValues) -> ResolvedTree {
        T._resolvedRoot(scene, in: environment)
    }
}

extension SceneBuilder {
    /// Returns the scenes written in the body, of which the first is rendered.
    @MainActor
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(scenes: (repeat each scenes))
    }
}
