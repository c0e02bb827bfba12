import Foundation

/// The objects of an entity in the context of the view's environment, filtered and sorted as
/// asked, fetched when the view's body runs.
///
/// The environment's `\.managedObjectContext` fetches them each time `wrappedValue` is read, so a
/// body sees the store as it is while it is resolved.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    private let context = Environment(\.managedObjectContext)
    private let request: NSFetchRequest<Result>

    /// The fetched objects.
    @MainActor public var wrappedValue: FetchedResults<Result> {
        FetchedResults(objects: (try? context.wrappedValue.fetch(request)) ?? [])
    }

    /// The objects `fetchRequest` selects.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    /// The objects `fetchRequest` selects.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` accepts, in the order of `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, in the order of Foundation
    /// `SortDescriptor`s, as iOS 15 added.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.comparators = sortDescriptors.map { descriptor in
            { descriptor.compare($0 as! Result, $1 as! Result) }
        }
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    /// The objects of `entity` that `predicate` accepts, in the order of `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

/// The objects a `@FetchRequest` fetched, in its order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]

    init(objects: [Result]) {
        self.objects = objects
    }

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
}

/// The environment's managed object context: nil until a view sets one.
private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext? { nil }
}

extension EnvironmentValues {
    /// The context `.environment(\.managedObjectContext, …)` placed above the view; where none was
    /// placed, a context of its own, empty, so a `@FetchRequest` finds nothing.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] ?? NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
