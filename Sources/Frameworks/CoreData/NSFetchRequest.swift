import Foundation

/// Which objects of an entity to fetch: those a block `NSPredicate` accepts, sorted by key-path
/// `NSSortDescriptor`s, from an offset, up to a limit. Linux's Foundation evaluates neither format
/// strings nor string keys, so predicates are blocks and sort descriptors key paths.
///
/// `ResultType` is unconstrained so that `NSFetchRequest<NSFetchRequestResult>` compiles, as it does
/// where the protocol is an Objective-C one; a fetch returns the objects that are `ResultType`.
public final class NSFetchRequest<ResultType>: NSObject {
    /// The entity to fetch: its class's name.
    public var entityName: String?
    /// Which objects to fetch; all when nil.
    public var predicate: NSPredicate?
    /// The order, first descriptor first; insertion order when nil or empty.
    public var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects; 0 is no limit.
    public var fetchLimit = 0
    /// Skips this many of the sorted objects.
    public var fetchOffset = 0
    /// Objects are fetched whole; accepted.
    public var fetchBatchSize = 0
    /// Objects are fetched whole; accepted.
    public var returnsObjectsAsFaults = true
    /// Relationships are in memory already; accepted.
    public var relationshipKeyPathsForPrefetching: [String]?
    /// The order of Foundation `SortDescriptor`s a `@FetchRequest` was given, after
    /// ``sortDescriptors``: Linux's Foundation cannot turn them into `NSSortDescriptor`s.
    var comparators: [(Any, Any) -> ComparisonResult] = []

    /// A request for the objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
    }

    /// A request for objects of `entity`.
    public var entity: NSEntityDescription? {
        didSet { entityName = entity?.name }
    }
}
