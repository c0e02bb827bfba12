extension View {
    /// Resolves this view as a screen: evaluates every body with the environment in force,
    /// applies every modifier, and returns primitive nodes with concrete styles.
    ///
    /// Linear in the number of views, deterministic, and free of reflection.
    @MainActor
    public func resolved(in environment: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
        LargeStack.run {
            let context = _ResolveContext(environment: environment, screen: ScreenRecorder())
            let root = context.screen.presenting(over: context.resolveSingle(self))
            return ResolvedTree(root: root, in: environment, title: context.screen.title)
        }
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
