import Foundation

/// A container for a data model, with the context views use. On Linux every store is kept in
/// memory, whatever its description says: nothing is read from or written to disk.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The model's name.
    public let name: String
    /// The stores `loadPersistentStores` loads: one, in memory.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context views use.
    public let viewContext: NSManagedObjectContext
    // Immutable after init: the one store every context of the container shares.
    private let store = ManagedObjectStore()

    /// A container for the model called `name`.
    public init(name: String) {
        self.name = name
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType, store: store)
        super.init()
    }

    /// "Loads" each store: there is nothing to read, so the handler is called at once, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            block(description, nil)
        }
    }

    /// A context on the container's store, for work off the main queue.
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType, store: store)
    }

    /// Runs `block` with a new background context, now.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

/// A container that would sync with CloudKit; on Linux, an in-memory container like its superclass.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// Where and how a store is kept; accepted as written, as every store is in memory.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// The store's file; `/dev/null` is how apps ask for a store in memory.
    open var url: URL?
    /// The store's type.
    open var type = NSSQLiteStoreType
    /// Whether stores load in the background; they load at once.
    open var shouldAddStoreAsynchronously = false
    /// Whether to migrate; there is nothing to migrate.
    open var shouldMigrateStoreAutomatically = true
    /// Whether to infer a mapping model; there is nothing to map.
    open var shouldInferMappingModelAutomatically = true
    /// The store's options, as set.
    open private(set) var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Sets one option.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }
}

/// The SQLite store type's name.
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type's name.
public let NSInMemoryStoreType = "InMemory"
/// The option key that asks a store to keep its history.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option key that asks a store to post remote change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
