import Foundation

/// Inserts, fetches and deletes managed objects.
///
/// The contexts of one container share its store; a context made on its own has a store of its
/// own. A fetch sees every change, saved or not, and with no sort descriptors returns objects in
/// the order they were inserted.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How the context runs its work.
    public enum ConcurrencyType: Sendable {
        /// On the main queue.
        case mainQueueConcurrencyType
        /// On a queue of its own.
        case privateQueueConcurrencyType
        /// Deprecated; as the main queue.
        case confinementConcurrencyType
    }

    /// How the context was made to run its work; both run it at once here.
    public let concurrencyType: ConcurrencyType
    // Contexts may be used from their own queues, as on Apple's platforms; the store's lock keeps
    // its table whole, which is why the class may be Sendable.
    let store: ManagedObjectStore
    /// The context changes merge from; accepted, and changes are shared anyway.
    open var parent: NSManagedObjectContext?
    /// Whether changes saved by other contexts are merged; they are always seen.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are resolved; there are none in one shared store.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The context's name, for debugging.
    open var name: String?
    /// Objects inserted since the last save.
    public private(set) var insertedObjects: Set<NSManagedObject> = []
    /// Objects deleted since the last save.
    public private(set) var deletedObjects: Set<NSManagedObject> = []
    /// Whether objects were inserted or deleted since the last save.
    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty }

    /// A context with a store of its own.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        store = ManagedObjectStore()
    }

    init(concurrencyType: ConcurrencyType, store: ManagedObjectStore) {
        self.concurrencyType = concurrencyType
        self.store = store
    }

    /// Inserts `object`; an object already in the store stays where it is.
    open func insert(_ object: NSManagedObject) {
        guard object.objectID.isTemporaryID || object.isDeleted else { return }
        let number = store.insert(object)
        object.objectID = NSManagedObjectID(entityName: object.entity.name ?? "", number: number)
        object.managedObjectContext = self
        object.isDeleted = false
        insertedObjects.insert(object)
    }

    /// Deletes `object` from the store.
    open func delete(_ object: NSManagedObject) {
        guard !object.isDeleted, let number = object.objectID.number else { return }
        store.remove(slot: number)
        object.isDeleted = true
        object.managedObjectContext = nil
        if insertedObjects.remove(object) == nil { deletedObjects.insert(object) }
    }

    /// The objects of the request's entity that its predicate accepts, in its sort descriptors'
    /// order (stable, so equal objects keep insertion order), from its offset, at most its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var objects = store.objects(ofEntityNamed: request.entityName ?? "")
        if let predicate = request.predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        let comparators = (request.sortDescriptors ?? []).map { descriptor in { descriptor.compare($0, to: $1) } } + request.comparators
        if !comparators.isEmpty {
            objects.sort { lhs, rhs in
                for compare in comparators {
                    switch compare(lhs, rhs) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        let start = min(max(request.fetchOffset, 0), objects.count)
        let end = request.fetchLimit > 0 ? min(start + request.fetchLimit, objects.count) : objects.count
        return objects[start..<end].compactMap { $0 as? T }
    }

    /// How many objects ``fetch(_:)`` would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

    /// The object with `objectID`, if it is in the store.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let number = objectID.number, let object = store.object(at: number) else {
            fatalError("No object with the identifier \(objectID) in this context's store")
        }
        return object
    }

    /// The object with `objectID`, if it is in the store, else nil.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let number = objectID.number, let object = store.object(at: number) else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 133_000,
                userInfo: [NSLocalizedDescriptionKey: "No object with the identifier \(objectID) in this context's store"])
        }
        return object
    }

    /// Saves the changes; the store is in memory, so saving only marks the context unchanged.
    open func save() throws {
        insertedObjects = []
        deletedObjects = []
    }

    /// Runs `block` now; a snapshot has no queue to wait for.
    open func perform(_ block: @escaping () -> Void) {
        block()
    }

    /// Runs `block` now.
    open func performAndWait(_ block: () -> Void) {
        block()
    }

    /// Runs `block` and returns its result.
    open func perform<T>(_ block: () throws -> T) async rethrows -> T {
        try block()
    }
}

/// How a context resolves conflicts with its store; one shared in-memory store has none, so
/// every policy is accepted and none is applied.
public final class NSMergePolicy: NSObject, Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    /// Conflicts are reported as errors.
    public static let error = NSMergePolicy(name: "error")
    /// The context's changed properties win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(name: "overwrite")
    /// The context's changes are discarded.
    public static let rollback = NSMergePolicy(name: "rollback")
}

/// Conflicts are reported as errors.
public let NSErrorMergePolicy: NSMergePolicy = .error
/// The context's changed properties win.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
/// The store's values win.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
/// The context's objects replace the store's.
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
/// The context's changes are discarded.
public let NSRollbackMergePolicy: NSMergePolicy = .rollback

/// The objects of a store, in insertion order; a deleted object's slot is emptied.
final class ManagedObjectStore: @unchecked Sendable {
    // Contexts on different queues may share a store; the lock keeps the tables whole.
    private let lock = NSLock()
    private var objects: [NSManagedObject?] = []
    private var slotsByEntity: [String: [Int]] = [:]

    func insert(_ object: NSManagedObject) -> Int {
        lock.withLock {
            objects.append(object)
            slotsByEntity[object.entity.name ?? "", default: []].append(objects.count - 1)
            return objects.count - 1
        }
    }

    func remove(slot: Int) {
        lock.withLock { objects[slot] = nil }
    }

    func object(at slot: Int) -> NSManagedObject? {
        lock.withLock { slot < objects.count ? objects[slot] : nil }
    }

    func objects(ofEntityNamed name: String) -> [NSManagedObject] {
        lock.withLock { (slotsByEntity[name] ?? []).compactMap { objects[$0] } }
    }
}
