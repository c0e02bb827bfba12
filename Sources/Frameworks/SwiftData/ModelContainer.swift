import Foundation

/// Holds the models of a schema. On Linux every store is kept in memory, whatever its
/// configuration says, so nothing is read from or written to disk and every run starts empty.
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container was made for.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    // The main context holds the container, and the container its main context, as on Apple's
    // platforms: a container lives as long as its main context is reachable. Only the main actor
    // reaches it (``mainContext``), which is why the class may be Sendable.
    private var main: ModelContext!

    /// A container for `forTypes` (and the models they refer to).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        store = ModelStore(identifier: self.configurations[0].name)
        main = ModelContext(self, autosaveEnabled: true)
    }

    /// The context views use: `.modelContainer(_:)` places it in the environment as `\.modelContext`.
    @MainActor public var mainContext: ModelContext { main }

    /// Deletes every model of every context of the container.
    public func deleteAllData() {
        store.removeAll()
    }
}

/// How a container stores its models. Accepted as written; on Linux the store is always in memory.
public struct ModelConfiguration: Sendable {
    /// The store's name: `default` unless one was given.
    public let name: String
    /// The schema this configuration covers, when it was given one.
    public let schema: Schema?
    /// Whether the store is kept only in memory: on Linux it always is, whatever this says.
    public let isStoredInMemoryOnly: Bool
    /// Whether the contexts may save.
    public let allowsSave: Bool
    /// Where the store would be on disk; `/dev/null` for a store in memory, as on Apple's platforms.
    public let url: URL

    /// A configuration; `isStoredInMemoryOnly: true` is what previews use.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : (name ?? "default") + ".store")
    }

    /// A configuration naming a file for the store, which on Linux is kept in memory instead.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }

    /// The app group whose container would hold the store.
    public struct GroupContainer: Sendable, Hashable {
        let identifier: String?
        /// The app's first app group, if it has one.
        public static let automatic = GroupContainer(identifier: nil)
        /// No app group.
        public static let none = GroupContainer(identifier: "")
        /// The app group named `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database the store would sync with; on Linux nothing syncs.
    public struct CloudKitDatabase: Sendable, Hashable {
        let identifier: String?
        /// The app's first CloudKit container, if it has one.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: "")
        /// The private database of the container named `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(identifier: containerIdentifier) }
    }
}

/// The models of one container, in insertion order, shared by its contexts. A deleted model's slot
/// is emptied, so inserting and deleting cost the same whatever the store holds.
final class ModelStore: @unchecked Sendable {
    let identifier: String
    // Contexts on different threads may share a store, as on Apple's platforms; the lock keeps
    // the tables whole, and the models themselves belong to the context that hands them out.
    private let lock = NSLock()
    private var models: [(any PersistentModel)?] = []
    private var slotsByType: [ObjectIdentifier: [Int]] = [:]

    init(identifier: String) {
        self.identifier = identifier
    }

    /// Adds `model` and returns its number (its slot), which its identifier carries.
    func insert(_ model: any PersistentModel) -> Int {
        lock.withLock {
            models.append(model)
            slotsByType[ObjectIdentifier(type(of: model)), default: []].append(models.count - 1)
            return models.count - 1
        }
    }

    func remove(slot: Int) {
        lock.withLock { models[slot] = nil }
    }

    /// The models of class `Model`, in insertion order.
    func models<Model: PersistentModel>(of type: Model.Type) -> [Model] {
        lock.withLock {
            (slotsByType[ObjectIdentifier(type)] ?? []).compactMap { models[$0] as? Model }
        }
    }

    /// Every model, in insertion order.
    func allModels() -> [any PersistentModel] {
        lock.withLock { models.compactMap { $0 } }
    }

    func model(at slot: Int) -> (any PersistentModel)? {
        lock.withLock { slot < models.count ? models[slot] : nil }
    }

    func removeAll() {
        // The slots stay, emptied, so no later model takes a deleted one's number.
        let removed = lock.withLock {
            defer { models = Array(repeating: nil, count: models.count) }
            return models.compactMap { $0 }
        }
        for model in removed { model._$modelRegistration.markDeleted() }
    }
}
