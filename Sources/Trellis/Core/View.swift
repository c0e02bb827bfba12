/// A piece of user interface, described as a value.
///
/// As in SwiftUI, a view is either composite (it has a `body`) or primitive (its `Body` is `Never`
/// and Trellis knows how to resolve it). Resolution dispatches through the static `_resolve`
/// requirement, so each node costs one witness-table call and no existential box or reflection.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of the view, built from other views; primitives' bodies are never called.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// Turns this view into resolved primitive nodes under `context`. Composite views get a default
    /// that evaluates `body`; primitives override it.
    @MainActor
    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode]
}

extension View {
    @MainActor
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        // The view's place in the tree keys its state, so a body that runs again (another
        // resolution of the same render) reads what was written before.
        guard var inner = context.nested() else { return [] }
        inner.stateFrame = context.stateFrame.child(Self.self)
        StatePersistence.attach(view, to: inner.stateFrame)
        let body = inner.evaluate(bodyOf: Self.self) { view.body }
        return Body._resolve(body, in: inner)
    }
}

extension Never: View {
    public typealias Body = Never
    /// Never has no body; this only satisfies `View` so primitive views can name `Never`.
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views have no body of their own; reaching it means a primitive forgot `_resolve`.
extension View where Body == Never {
    /// Primitive views have no body: Trellis resolves them itself, so calling it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; it has no body")
    }
}
