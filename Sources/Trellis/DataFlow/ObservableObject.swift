/// An object whose changes views observe. Trellis has no Combine, so `objectWillChange` is a small
/// publisher of its own; a snapshot never needs to subscribe to it.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes; Trellis renders once, so it never fires.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces a change before it happens; kept so Combine-style models compile unchanged.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// Announces that an observable object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// A publisher with no subscribers: a static render has nothing to update.
    public init() {}
    /// Does nothing; models call it as they would in SwiftUI.
    public func send() {}
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that never fires, as a static render needs none.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an `ObservableObject` that announces its changes. As with Combine's, it can be
/// used only in classes: the enclosing-instance subscript is the only way to read it.
@propertyWrapper
public struct Published<Value> {
    var value: Value

    /// Publishes a property of an observable object; the value is read as it is at render time.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The same as `init(wrappedValue:)`, as older SwiftUI code writes it.
    public init(initialValue: Value) {
        value = initialValue
    }

    /// The property as a stream of its values: `$query.debounce(…)`, `.assign(to: &$isValid)`.
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}  // swiftlint:disable:this unused_setter_value
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

    /// Creates the object when it is first read and keeps it, by the view's identity, across the render.
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

    /// Bindings to the object's properties, through `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// A binding to one property of the object.
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
    /// The object the view observes. Settable, as SwiftUI's is, so that an initializer can write
    /// `self.model = model`.
    public var wrappedValue: ObjectType

    /// Observes an object owned elsewhere.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The same as `init(wrappedValue:)`, as older SwiftUI code writes it.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties, through `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.property`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object placed above this view with `.environmentObject(_:)`, found by type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object of this type that a view above stored with `environmentObject(_:)`.
    public init() {}

    /// The object from the environment; missing, it stops with the type's name, as SwiftUI does.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of \(EnvironmentValues.readerDescription).")
        }
        return object
    }

    /// Bindings to the object's properties, through `$model.property`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Bindings to the properties of an `@Observable` object: `@Bindable var model`, then `$model.x`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The `@Observable` object bindings are made to.
    public let wrappedValue: Value

    /// Makes bindings to the properties of an `@Observable` object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of an `@Observable` object.
    public init(_ value: Value) {
        self.wrappedValue = value
    }

    /// Itself, so `$model.property` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
