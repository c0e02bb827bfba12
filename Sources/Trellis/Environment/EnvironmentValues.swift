/// A key for a value in the environment, with the value a view reads when nothing set it.
///
/// `defaultValue` is a get-only requirement, so both `static let` and `static var` satisfy it.
public protocol EnvironmentKey {
    /// The type of the value the key holds.
    associatedtype Value
    /// The value read where nobody set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, read by key type.
///
/// A value type with copy-on-write storage: setting a value for a subtree copies the small table
/// once, and the copy is what flows down, so siblings and ancestors never see it.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// An environment with every key at its default value.
    public init() {}

    /// The value for a custom key: its default until a view above sets it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] { return value as! Key.Value }
            return Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An object placed with `.environmentObject(_:)` or `.environment(_ object:)`, by its type.
    public func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Stores an observable object for `@EnvironmentObject` and `@Environment(Type.self)` below to read.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }

    public var description: String {
        "EnvironmentValues(\(values.count) values, \(objects.count) objects)"
    }

    /// The environment `@Environment` reads: the one in force while a body is being evaluated.
    /// Resolution runs on the main actor and evaluates bodies synchronously, so one slot suffices.
    @MainActor static var current = EnvironmentValues()

    /// The view whose body is being evaluated, so a missing environment object names the view
    /// that reads it: "this view" alone leaves a user searching the screen.
    @MainActor static var evaluatingView: Any.Type?

    /// How an error names the view reading the environment: `ContentView`, or "this view".
    @MainActor static var readerDescription: String {
        evaluatingView.map { "\($0)" } ?? "this view"
    }
}
