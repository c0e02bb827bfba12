import Foundation

/// What a fetch request returns; managed objects are.
public protocol NSFetchRequestResult: AnyObject {}

/// A record of an entity, kept by a context. An entity is a subclass, named as the class is.
///
/// Linux's Foundation cannot link `@NSManaged` properties (their accessors come from the
/// Objective-C runtime), so an entity's properties are ordinary stored properties here.
open class NSManagedObject: NSObject, NSFetchRequestResult, Identifiable {
    /// The entity: the class's name.
    public let entity: NSEntityDescription
    /// The context the object was inserted into; nil after it was deleted.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identifier: its entity and its number in its store's insertion order.
    public internal(set) var objectID: NSManagedObjectID
    /// Whether the object was deleted from its context.
    public internal(set) var isDeleted = false
    /// Whether the object was inserted and its context has not saved since.
    public var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    /// Whether the object's context has unsaved changes involving it.
    public var hasChanges: Bool { isInserted }

    /// An object of `entity`, inserted into `context` if one is given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entityName: entity.name ?? "", number: nil)
        super.init()
        context?.insert(self)
    }

    /// An object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity this class describes.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(for: self)
    }
}

/// An entity of the model: on Linux, the class that describes it.
public final class NSEntityDescription: NSObject, Sendable {
    /// The entity's name: its class's name.
    public let name: String?
    /// The class's name.
    public let managedObjectClassName: String?
    let type: ObjectIdentifier

    init(for type: NSManagedObject.Type) {
        name = String(describing: type)
        managedObjectClassName = name
        self.type = ObjectIdentifier(type)
    }
}

/// Identifies a managed object: its entity and its place in its store's insertion order.
public final class NSManagedObjectID: NSObject, Sendable {
    let entityName: String
    let number: Int?

    init(entityName: String, number: Int?) {
        self.entityName = entityName
        self.number = number
    }

    /// Whether the object has not been inserted into a store yet.
    public var isTemporaryID: Bool { number == nil }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return number != nil && other.number == number && other.entityName == entityName
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entityName)
        hasher.combine(number)
        return hasher.finalize()
    }

    public override var description: String {
        "\(entityName)/\(number.map(String.init) ?? "temporary")"
    }
}
