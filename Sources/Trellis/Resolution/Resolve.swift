extension View {
    /// Resolves this view as a screen: evaluates every body with the environment in force,
    /// applies every modifier, and returns primitive nodes with concrete styles.
    ///
    /// Linear in the number of views, deterministic, and free of reflection.
    @MainActor
    public func resolved(in environment: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
        resolved(in: environment, states: StateStore())
    }

    /// Resolves this view as a screen with the state `states` keeps: a second resolution with the
    /// same store sees what bindings wrote in between, as SwiftUI's views do after an update.
    /// The store's mode decides whether controls become links to the states they reach.
    @MainActor
    public func resolved(in environment: EnvironmentValues, states: StateStore) -> ResolvedTree {
        states.beginResolution()
        _ = environment.namedAssets.misses.take()
        var tree = LargeStack.run {
            // `String(localized:)` in a body looks up in this screen's strings and locale.
            LocalizationScope.with(environment) {
                let context = _ResolveContext(environment: environment, screen: ScreenRecorder(), stateFrame: StateFrame(store: states))
                let root = context.screen.presenting(over: context.resolveSingle(self))
                return ResolvedTree(root: root, in: environment, title: context.screen.title)
            }
        }
        tree.unknownColorNames = environment.namedAssets.misses.take()
        tree.exceedsNestingLimit = states.exceededNesting
        return tree
    }
}

extension ResolvedTree {
    init(root: ResolvedNode, in environment: EnvironmentValues, title: String?) {
        self.init(
            root: root,
            title: title,
            background: environment.theme.colors.background.resolve(in: environment),
            colorScheme: environment.colorScheme,
            themeName: environment.theme.name)
    }
}
