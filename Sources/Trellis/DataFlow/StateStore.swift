@_spi(Reflection) import Swift

/// The state of one render, kept by view identity across the resolutions of that render.
///
/// SwiftUI keeps a view's `@State` and `@StateObject` for as long as the view keeps its place in
/// the tree, however often its body runs. Trellis resolves a screen more than once when it writes
/// the pages a control leads to, so it does the same: the store maps each view's identity (the
/// path of composite views from the root, each counted among its kind under its parent) to the
/// storage its wrappers use. Pass the same store to each `resolved(in:states:)` of one screen.
///
/// The store also collects, per resolution, what each control can change (`alternatives`), so
/// the site planner can render the page each one leads to. A store is used on the main actor.
public final class StateStore {
    /// How far controls reach: nothing (`.none`, the default, keeps trees as they always were),
    /// controls, or controls and buttons' actions.
    public var mode: StateVariantMode
    var cells: [String: AnyObject] = [:]
    /// Filled by the last resolution: each control's alternative, keyed as its link node is.
    public internal(set) var alternatives: [String: StateAlternative] = [:]
    /// Whether the last resolution cut views nested past `ResolvedTree.maximumNesting`.
    var exceededNesting = false

    /// An empty store; `mode` says which controls get the pages their other values lead to.
    public init(mode: StateVariantMode = .none) {
        self.mode = mode
    }

    /// The storage of a control's own state (a DisclosureGroup without a binding, a TabView
    /// without a selection), kept under the control's key like a view's `@State`.
    func cell<Value>(_ key: String, initial: Value) -> StateCell<Value> {
        if let kept = cells[key] as? StateCell<Value> { return kept }
        let cell = StateCell(initial)
        cells[key] = cell
        return cell
    }

    /// Forgets the previous resolution's alternatives; `resolved(in:states:)` calls it first.
    func beginResolution() {
        alternatives = [:]
        exceededNesting = false
    }
}

/// How far a render follows the states a screen's controls lead to (`--states`).
public enum StateVariantMode: String, CaseIterable, Hashable, Sendable {
    /// Controls are drawn, and lead nowhere.
    case none
    /// Pickers, toggles, tab views, disclosure groups and steppers lead to the page of each
    /// state they can reach.
    case controls
    /// Controls, and buttons whose actions change the screen (running the user's actions).
    case all
}

/// One thing a control can do, which the planner runs to render the page it leads to.
public struct StateAlternative {
    /// What the control does: sets its binding, or runs a button's action.
    public let apply: @MainActor () -> Void
    /// Whether `apply` runs user code (a button's action), whose writes Trellis may not own.
    public let runsAction: Bool
    /// The control as a reader names it, for reports: `Button "Golden Style"`.
    public let description: String
}

/// A property wrapper whose storage the store keeps by view identity.
public protocol _PersistentState {
    func _persist(in store: StateStore, key: String)
}

/// A composite view's place in the tree while it resolves: its parent's place, its type, and
/// which of that type's instances under the parent it is.
@MainActor
final class StateFrame {
    let store: StateStore
    private let parent: StateFrame?
    private let type: Any.Type
    private let ordinal: Int
    private var childCounts: [ObjectIdentifier: Int] = [:]
    private var controlCount = 0
    private var cachedPath: String?
    /// Each type's name, made once: `String(reflecting:)` walks the type's metadata every time.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    init(store: StateStore) {
        self.store = store
        parent = nil
        type = Never.self
        ordinal = 0
    }

    private init(parent: StateFrame, type: Any.Type, ordinal: Int) {
        store = parent.store
        self.parent = parent
        self.type = type
        self.ordinal = ordinal
    }

    /// The frame of the next view of type `V` resolved under this one.
    func child<V>(_ type: V.Type) -> StateFrame {
        let id = ObjectIdentifier(type)
        let ordinal = childCounts[id, default: 0]
        childCounts[id] = ordinal + 1
        return StateFrame(parent: self, type: type, ordinal: ordinal)
    }

    /// `Type#n` steps from the root, built only when state or a control asks for it.
    var path: String {
        if let cachedPath { return cachedPath }
        let path = parent.map { $0.path + "/" + Self.typeName(type) + "#" + String(ordinal) } ?? ""
        cachedPath = path
        return path
    }

    /// The type's full name without the addresses a private type's name carries
    /// (`(unknown context at $55d6a2fa1238)`), which change from run to run: keys are sorted to
    /// name variants, so they must read the same on every run.
    static func typeName(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = typeNames[id] { return known }
        var name = String(reflecting: type)
        let marker = "(unknown context at $"
        while let start = name.range(of: marker), let end = name[start.upperBound...].firstIndex(of: ")") {
            name.replaceSubrange(start.lowerBound...end, with: "(private)")
        }
        typeNames[id] = name
        return name
    }

    /// A key for the next control resolved in this frame: stable across resolutions, since a
    /// body resolves its controls in the same order each time.
    func nextControlKey(_ kind: String) -> String {
        defer { controlCount += 1 }
        return path + "/" + kind + "#" + String(controlCount)
    }
}

/// Points a view's state wrappers at the storage the store keeps for its identity.
///
/// Each type is read once: its stored properties' names, offsets and types come from the type's
/// metadata (`_forEachField`, the walk `Mirror` makes for each value), and the state wrappers
/// among them are kept, so a view is never reflected per node. A type whose layout the runtime
/// cannot list (a class, an enum) is reflected with `Mirror` each time instead.
@MainActor
enum StatePersistence {
    /// Where a type keeps its state wrappers; empty for most views.
    private enum Fields {
        case stored([(label: String, offset: Int, type: any _PersistentState.Type)])
        case reflected
    }

    private static var fieldsByType: [ObjectIdentifier: Fields] = [:]

    static func attach<V>(_ view: V, to frame: StateFrame) {
        switch fields(of: V.self) {
        case .stored(let fields):
            if fields.isEmpty { return }
            withUnsafeBytes(of: view) { bytes in
                for field in fields {
                    field.type._persist(at: bytes.baseAddress! + field.offset, in: frame.store, key: frame.path + "." + field.label)
                }
            }
        case .reflected:
            for child in Mirror(reflecting: view).children {
                guard let state = child.value as? any _PersistentState else { continue }
                state._persist(in: frame.store, key: frame.path + "." + (child.label ?? ""))
            }
        }
    }

    private static func fields<V>(of type: V.Type) -> Fields {
        let id = ObjectIdentifier(type)
        if let known = fieldsByType[id] { return known }
        var stored: [(label: String, offset: Int, type: any _PersistentState.Type)] = []
        let listed = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let wrapper = fieldType as? any _PersistentState.Type {
                stored.append((String(cString: name), offset, wrapper))
            }
            return true
        }
        let fields: Fields = listed ? .stored(stored) : .reflected
        fieldsByType[id] = fields
        return fields
    }
}

extension _PersistentState {
    /// Persists the wrapper stored at `pointer`, for a type read once by `StatePersistence`.
    static func _persist(at pointer: UnsafeRawPointer, in store: StateStore, key: String) {
        pointer.assumingMemoryBound(to: Self.self).pointee._persist(in: store, key: key)
    }
}
