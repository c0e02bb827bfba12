// A rendered screen is one moment of a running app: nothing appears, disappears, changes or
// finishes loading around it. So the lifecycle modifiers keep SwiftUI's signatures, so that code
// using them compiles, and return the view unchanged; their actions never run. State that an
// action would set (data loaded in `.onAppear` or `.task`) is not in the picture: give the view
// that state where the screen is built, as a preview does.

extension View {
    /// Performs `action` when this view appears; in a snapshot it never runs.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Performs `action` when this view disappears; in a snapshot it never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts `action` as a task when this view appears and cancels it when the view disappears.
    ///
    /// A snapshot never starts the task; give the view the state the task would load where the
    /// screen is built. The action is `@isolated(any)`, as SwiftUI's is, so a closure written in
    /// a view's body runs on the main actor and reads a main-actor model without `await`.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { self }

    /// Starts `action` as a task when this view appears, and restarts it whenever `value` changes.
    ///
    /// A snapshot never starts the task; give the view the state the task would load where the
    /// screen is built.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { self }

    /// The form before iOS 17: the action is given the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// iOS 17: the action is given the old and the new value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }

    /// iOS 17: the action takes no arguments.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Performs `action` when the user submits a text field or search inside this view, as `triggers`
    /// says; in a snapshot it never runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Performs `action` when the app is asked to open a URL; in a snapshot it never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// What submits a view's `onSubmit` action: a text field's return key, or a search.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Pressing return in a text field submits.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submitting a search field's query submits.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Stops a submit in this view from reaching `onSubmit` actions above it; nothing is submitted
    /// in a render.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
}

extension View {
    /// Runs `action` for each value `publisher` sends; a snapshot receives none.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}

// `.onChange(of: scenePhase)` on an App's WindowGroup, the usual place an app saves its data when
// it goes to the background. A render is one moment: no value changes, so no action runs and
// the scene renders as it would without the modifier.

extension Scene {
    /// Performs `action` with the new value when `value` changes (iOS 14 form); never runs in a
    /// render.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Performs `action` with the old and new values when `value` changes (iOS 17 form); runs at
    /// first only if `initial` is true, which a render, running no actions, ignores.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Performs `action` when `value` changes (iOS 17 form without values); never runs in a render.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
}
