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
