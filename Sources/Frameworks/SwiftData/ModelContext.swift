import Foundation

/// Inserts, fetches and deletes the models of a container.
///
/// Every context of a container works on the container's one store: what one context inserts,
/// the others fetch at once, and a fetch includes every change whether saved or not. With no sort
/// descriptors a fetch returns models in the order they were inserted.
public final class ModelContext {
    /// The container whose store this context works on.
    public let container: ModelContainer
    /// Whether changes are saved without a call to ``save()``; the main context's are.
    public var autosaveEnabled: Bool
    /// Whether models were inserted or deleted since the last ``save()``.
    public private(set) var hasChanges = false

    /// A context of `container`, which does not save by itself.
    public convenience init(_ container: ModelContainer) {
        self.init(container, autosaveEnabled: false)
    }

    init(_ container: ModelContainer, autosaveEnabled: Bool) {
        self.container = container
        self.autosaveEnabled = autosaveEnabled
    }

    /// Inserts `model` and every model its properties hold that is not in the store yet.
    public func insert<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            guard register(next) else { continue }
            // Reversed onto a stack, so related models go in in the order the properties list them.
            pending.append(contentsOf: next._$relatedModels.flatMap(\.models).reversed())
        }
    }

    /// Deletes `model`, and with it the models its `.cascade` relationships hold.
    public func delete<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            let registration = next._$modelRegistration
            guard !registration.isDeleted, let inserted = registration.inserted, inserted.store == container.store.identifier else { continue }
            container.store.remove(slot: inserted.number)
            registration.markDeleted()
            hasChanges = true
            pending.append(contentsOf: next._$relatedModels.filter { $0.deleteRule == .cascade }.flatMap(\.models).reversed())
        }
    }

    /// Deletes every model of `model` that `predicate` accepts (every one without a predicate).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) {
            delete(found)
        }
    }

    /// The models the descriptor asks for: those its predicate accepts, in its sort order (stable,
    /// so equal models keep their insertion order), from its offset, at most its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        processPendingChanges()
        var models = container.store.models(of: T.self)
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let start = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(start + max($0, 0), models.count) } ?? models.count
        return Array(models[start..<end])
    }

    /// How many models ``fetch(_:)`` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models ``fetch(_:)`` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with `persistentModelID` if it is in the store and of class `T`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        guard persistentModelID.storeIdentifier == container.store.identifier else { return nil }
        return container.store.model(at: persistentModelID.number) as? T
    }

    /// The model with `persistentModelID`; it must be in this context's store.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard persistentModelID.storeIdentifier == container.store.identifier,
              let model = container.store.model(at: persistentModelID.number) else {
            fatalError("No model \(persistentModelID) in the store of this context")
        }
        return model
    }

    /// Saves the changes. The store is in memory, so saving only marks the context unchanged.
    public func save() throws {
        processPendingChanges()
        hasChanges = false
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Inserts the models that inserted models came to hold after they were inserted (a child
    /// appended to a parent's array), as Apple's contexts do before a fetch or a save.
    /// Then sets the other side of each relationship that names its `inverse:`, and drops deleted
    /// models from the properties that hold them, as deleting does on Apple's platforms.
    public func processPendingChanges() {
        for model in container.store.allModels() {
            model._$releaseDeletedModels()
            for related in model._$relatedModels {
                for relatedModel in related.models where relatedModel._$modelRegistration.inserted == nil {
                    insert(relatedModel)
                }
            }
        }
        linkInverses(of: container.store.allModels())
    }

    /// Adds `model` to the store unless it is there; false when it was.
    private func register(_ model: any PersistentModel) -> Bool {
        let registration = model._$modelRegistration
        if registration.inserted != nil, !registration.isDeleted { return false }
        let number = container.store.insert(model)
        registration.inserted = (container.store.identifier, number)
        registration.isDeleted = false
        registration.context = self
        hasChanges = true
        return true
    }
}
