import Foundation

/// The models of a class in the container of the view's environment, filtered and sorted as
/// asked, read when the view's body runs.
///
/// The environment's ``ModelContext`` (placed by `.modelContainer(…)`) fetches them each time
/// `wrappedValue` is read, so a body sees the store as it is while it is resolved. With no
/// container in the environment the results are empty.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: Sequence>: DynamicProperty where Result.Element == Element {
    private let context = Environment(\.modelContext)
    private let descriptor: FetchDescriptor<Element>
    private let results: (ModelContext, FetchDescriptor<Element>) throws -> Result
    private let empty: Result

    /// The models the query's descriptor selects, from the environment's context.
    @MainActor public var wrappedValue: Result {
        (try? results(context.wrappedValue, descriptor)) ?? empty
    }

    /// The error the fetch threw (a predicate that could not be evaluated), nil when it succeeded.
    @MainActor public var fetchError: (any Error)? {
        do {
            _ = try results(context.wrappedValue, descriptor)
            return nil
        } catch {
            return error
        }
    }

    /// The context the query fetches from: the environment's.
    @MainActor public var modelContext: ModelContext { context.wrappedValue }

    /// Every model of the class, in insertion order. Declared here, with its constraint on the
    /// initializer rather than on an extension, because only such an `init()` lets the compiler
    /// initialize `@Query var items: [Item]` by itself, so the view's memberwise initializer
    /// doesn't ask for `items` (as SwiftUI apps expect).
    public init() where Result == [Element] {
        self.init(FetchDescriptor())
    }
}

extension Query where Result == [Element] {
    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
        results = { try $0.fetch($1) }
        empty = []
    }

    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor)
    }


    /// The models `filter` accepts, sorted by `sortDescriptors`.
    public init(filter: Predicate<Element>? = nil, sort sortDescriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sortDescriptors))
    }

    /// The models `filter` accepts, sorted by `sortDescriptors`.
    public init(filter: Predicate<Element>? = nil, sort sortDescriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sortDescriptors))
    }

    /// The models `filter` accepts, sorted by the value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, sorted by the optional value at `keyPath` in `order`, nil first.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, sorted by the value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        transaction: Transaction?
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
