import Synchronization

/// A class that `@Model` makes storable in a ``ModelContainer``.
///
/// Models compare and hash by identity, as the same record in a store is the same object, and are
/// `Identifiable` by their ``persistentModelID`` unless the class declares its own `id`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The record a context keeps of the model; `@Model` adds it.
    var _$modelRegistration: _ModelRegistration { get }
    /// The models the stored properties hold, each with its delete rule; `@Model` adds it.
    var _$relatedModels: [_RelatedModels] { get }
    /// Drops deleted models from the properties that hold them; `@Model` adds it.
    func _$releaseDeletedModels()
}

extension PersistentModel {
    /// The model's identifier: numbered in insertion order by the container it is inserted into,
    /// temporary until then.
    public var persistentModelID: PersistentIdentifier { _$modelRegistration.identifier(entityName: String(describing: Self.self)) }
    /// The context the model was inserted into; nil before insertion and after deletion.
    public var modelContext: ModelContext? { _$modelRegistration.isDeleted ? nil : _$modelRegistration.context }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$modelRegistration.isDeleted }
    /// Whether the model changed since its context last saved: inserted and not saved yet.
    public var hasChanges: Bool { _$modelRegistration.context?.hasChanges ?? false }

    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Identifies a model: its class's name and its place in its store's insertion order.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The model class's name.
    public let entityName: String
    /// The store's name, nil until the model is inserted.
    public let storeIdentifier: String?
    let number: Int

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.storeIdentifier ?? "", lhs.entityName, lhs.number) < (rhs.storeIdentifier ?? "", rhs.entityName, rhs.number)
    }

    public var description: String { "\(entityName)/\(storeIdentifier ?? "temporary")/\(number)" }
}

/// What a context knows of one model; `@Model` adds one to each instance. Not for use by hand.
public final class _ModelRegistration {
    /// The context that inserted the model. Weak: a context holds its container, which holds the models.
    weak var context: ModelContext?
    /// The store's identifier and the model's number in it, once inserted.
    var inserted: (store: String, number: Int)?
    var isDeleted = false
    /// What each relationship that names an inverse held when the context last linked it, by the
    /// inverse's key path, so that a model taken off one side is taken off the other.
    var linkedModels: [AnyKeyPath: Set<ObjectIdentifier>] = [:]
    /// A number no other model of this process has, for the identifier before insertion.
    private let temporaryNumber = _ModelRegistration.counter.add(1, ordering: .relaxed).newValue

    private static let counter = Atomic<Int>(0)

    public init() {}

    func markDeleted() {
        isDeleted = true
        context = nil
    }

    func identifier(entityName: String) -> PersistentIdentifier {
        if let inserted { return PersistentIdentifier(entityName: entityName, storeIdentifier: inserted.store, number: inserted.number) }
        return PersistentIdentifier(entityName: entityName, storeIdentifier: nil, number: -temporaryNumber)
    }
}

/// The models one stored property holds, with its delete rule; `@Model` lists one per stored
/// property, and a property that holds no models lists none. Not for use by hand.
public struct _RelatedModels {
    let models: [any PersistentModel]
    let deleteRule: Schema.Relationship.DeleteRule
    /// How the other side of the relationship is kept in step, when `inverse:` names it.
    var inverse: _InverseLink?

    /// A property whose type is not a model: no models.
    public init<Value>(_ value: Value, deleteRule: Schema.Relationship.DeleteRule) {
        models = []
        self.deleteRule = deleteRule
    }

    /// A to-one relationship.
    public init<Model: PersistentModel>(_ value: Model, deleteRule: Schema.Relationship.DeleteRule) {
        models = [value]
        self.deleteRule = deleteRule
    }

    /// An optional to-one relationship.
    public init<Model: PersistentModel>(_ value: Model?, deleteRule: Schema.Relationship.DeleteRule) {
        models = value.map { [$0] } ?? []
        self.deleteRule = deleteRule
    }

    /// A to-many relationship.
    public init<Model: PersistentModel>(_ value: [Model], deleteRule: Schema.Relationship.DeleteRule) {
        models = value
        self.deleteRule = deleteRule
    }

    /// An optional to-many relationship.
    public init<Model: PersistentModel>(_ value: [Model]?, deleteRule: Schema.Relationship.DeleteRule) {
        models = value ?? []
        self.deleteRule = deleteRule
    }
}
