/// An object whose changes views observe. Trellis has no Combine, so `objectWillChange` is a small
/// publisher of its own; a snapshot never needs to subscribe to it.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// Announces that an observable object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an `ObservableObject` that announces its changes. As with Combine's, it can be
/// used only in classes: the enclosing-instance subscript is the only way to read it.
@propertyWrapper
public struct Published<Value> {
    var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }  // swiftlint:disable:this unused_setter_value
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject {
                (observable.objectWillChange as? ObservableObjectPublisher)?.send()
            }
            if let journal = StateJournal.current {
                let old = object[keyPath: storageKeyPath].value
                journal.record { object[keyPath: storageKeyPath].value = old }
            }
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// An observable object a view creates and owns.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject> {
    final class Storage {
        var object: ObjectType?
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    let location: StateLocation<Storage>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateLocation(Storage(thunk))
    }

    /// The object, made the first time it is read; later resolutions of the same view find the
    /// same object (`StateStore`), as SwiftUI keeps a state object for the view's lifetime.
    public var wrappedValue: ObjectType {
        let storage = location.cell
        if let object = storage.object { return object }
        let object = storage.make()
        storage.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension StateObject: _PersistentState {
    public func _persist(in store: StateStore, key: String) {
        location.adopt(from: store, key: key)
    }
}

/// An observable object a view is handed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.property`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object placed above this view with `.environmentObject(_:)`, found by type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Bindings to the properties of an `@Observable` object: `@Bindable var model`, then `$model.x`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ value: Value) {
        self.wrappedValue = value
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
