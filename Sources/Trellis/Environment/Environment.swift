/// Reads a value from the environment of the view whose body is being evaluated.
///
/// It stores only what to read; the value comes from the environment in force when `body`,
/// `body(content:)` or `makeBody(configuration:)` runs, as in SwiftUI.
@propertyWrapper
public struct Environment<Value> {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, name: String, isOptional: Bool)
    }
    let source: Source

    /// Reads the environment value at `keyPath` where the view is resolved.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The value at the key path in the environment the view was resolved in.
    @MainActor
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues.current[keyPath: keyPath]
        case .object(let id, let name, let isOptional):
            if let object = EnvironmentValues.current.objects[id] { return object as! Value }
            if isOptional { return Optional<AnyObject>.none as! Value }
            fatalError("No \(name) in the environment: place one above \(EnvironmentValues.readerDescription) with .environment(_:)")
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads an `@Observable` object placed with `.environment(_:)`.
    public init(_ objectType: Value.Type) {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), isOptional: false)
    }
}

extension Environment {
    /// Reads an optional `@Observable` object; nil when none was placed.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), isOptional: true)
    }
}
