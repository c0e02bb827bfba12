/// The environment's context: nil until `.modelContainer(…)` places one.
private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context of the container `.modelContainer(…)` placed above the view. Where none was
    /// placed it is a context of an empty container, so a `@Query` finds nothing, and what is
    /// inserted into it is not seen by any other view.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext(ModelContainer.empty()) }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContainer {
    /// A container of no model types, stored in memory.
    static func empty() -> ModelContainer {
        // Only a configuration's or schema's content could make this throw, and both are empty.
        try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    /// A container for `modelTypes`, in memory (which, on Linux, every container is).
    static func forModifier(_ modelTypes: [any PersistentModel.Type]) -> ModelContainer {
        // Making a container of types only throws for an invalid store, and the store is in memory.
        try! ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }
}

extension View {
    /// Places `container`'s main context in the environment as `\.modelContext`, where `@Query`
    /// below reads it.
    @MainActor
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Places a new container for `modelType` in the environment; it starts empty. Each
    /// resolution of the view makes its own, as a snapshot has no lifetime to keep one for.
    @MainActor
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Places a new container for `modelTypes` in the environment; it starts empty.
    @MainActor
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = ModelContainer.forModifier(modelTypes)
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        onSetup(.success(container))
        return modelContainer(container)
    }

    /// Places `context` in the environment as `\.modelContext`.
    @MainActor
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

/// A scene whose views read a container's main context as `\.modelContext`.
public struct ModelContainerScene<Content: Scene>: Scene {
    let content: Content
    let container: ModelContainer

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        var environment = environment
        environment.modelContext = scene.container.mainContext
        return Content._resolvedRoot(scene.content, in: environment)
    }
}

extension Scene {
    /// Places `container`'s main context in the environment of the scene's views.
    @MainActor
    public func modelContainer(_ container: ModelContainer) -> ModelContainerScene<Self> {
        ModelContainerScene(content: self, container: container)
    }

    /// Places a new, empty container for `modelType` in the environment of the scene's views.
    @MainActor
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> ModelContainerScene<Self> {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Places a new, empty container for `modelTypes` in the environment of the scene's views.
    @MainActor
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> ModelContainerScene<Self> {
        let container = ModelContainer.forModifier(modelTypes)
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        onSetup(.success(container))
        return modelContainer(container)
    }
}
