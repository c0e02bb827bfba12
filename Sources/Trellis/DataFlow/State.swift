/// A view's own state. Trellis renders a snapshot, so a view shows the value its state holds now.
///
/// As in SwiftUI, the storage belongs to the view's place in the tree, not to the view value:
/// resolving the screen again (for a variant page, say) finds the value a binding wrote, and the
/// initial value written in the view applies only the first time (see `StateStore`).
@propertyWrapper
public struct State<Value> {
    let location: StateLocation<StateCell<Value>>

    /// State owned by the view, starting at `value`.
    public init(wrappedValue value: Value) {
        location = StateLocation(StateCell(value))
    }

    /// The same as `init(wrappedValue:)`, as older SwiftUI code writes it.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; what a view sets here is seen by the rest of the render.
    public var wrappedValue: Value {
        get { location.cell.value }
        nonmutating set { location.cell.write(newValue) }
    }

    /// A binding to the state, to hand to a child (`$isOn`).
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.cell.value }, set: { location.cell.write($0) })
    }
}

extension State: _PersistentState {
    public func _persist(in store: StateStore, key: String) {
        location.adopt(from: store, key: key)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// The value of one `@State`: what the store keeps by the view's identity.
final class StateCell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    /// Every write goes through here, so a variant's writes can be undone (`StateJournal`).
    func write(_ newValue: Value) {
        if let journal = StateJournal.current {
            let old = value
            journal.record { [self] in value = old }
        }
        value = newValue
    }
}

/// Where a property wrapper finds its storage. A view value is immutable while it resolves, so
/// the wrapper holds this reference and the store points it at the storage kept from an earlier
/// resolution of the same view.
final class StateLocation<Cell: AnyObject> {
    var cell: Cell
    init(_ cell: Cell) { self.cell = cell }

    func adopt(from store: StateStore, key: String) {
        if let kept = store.cells[key] as? Cell {
            cell = kept
        } else {
            store.cells[key] = cell
        }
    }
}

/// A read-write reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    /// A binding that reads and writes through the two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The binding itself, so `@Binding var x: T` can be initialized from `$x`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so a child can hand `$value` on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getter()[keyPath: keyPath] },
            set: { newValue in
                var value = self.getter()
                value[keyPath: keyPath] = newValue
                self.setter(value)
            })
    }
}
