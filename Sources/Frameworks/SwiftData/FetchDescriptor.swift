import Foundation

/// What to fetch: the models of one class that a Foundation `Predicate` accepts, sorted by
/// Foundation `SortDescriptor`s, from an offset, up to a limit.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to fetch; all of them when nil.
    public var predicate: Predicate<T>?
    /// The order, first descriptor first; insertion order when empty.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many models.
    public var fetchLimit: Int?
    /// Skips this many of the sorted models.
    public var fetchOffset: Int?
    /// Whether unsaved changes are included; a context's fetches always include them.
    public var includePendingChanges = true
    /// The properties to load; every model is in memory whole, so this changes nothing.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the models; they are in memory already.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models `predicate` accepts, in the order `sortBy` gives.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
