/// A reusable change to a view, written as `body(content:)` as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view being modified, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// Returns the modified view: `content`, the view the modifier is applied to, wrapped or changed.
    ///
    /// It is evaluated once per render, on the main actor, with the environment and the `@State` of
    /// the modifier's place in the tree.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    /// Resolves `content` with this modifier applied. Custom modifiers get a default that evaluates
    /// `body(content:)`; Trellis's own primitive modifiers override it.
    @MainActor
    static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode]
}

extension ViewModifier {
    @MainActor
    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        // A modifier keeps its own state by its place in the tree, as a view does; the content
        // it wraps resolves beneath it.
        var inner = context
        inner.stateFrame = context.stateFrame.child(Self.self)
        StatePersistence.attach(modifier, to: inner.stateFrame)
        let placeholder = _ViewModifier_Content<Self>(content)
        let body = inner.evaluate { modifier.body(content: placeholder) }
        return Body._resolve(body, in: inner)
    }
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body; Trellis resolves it directly, and calling this traps.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; it has no body")
    }
}

/// Stands for the modified view inside `body(content:)`. It resolves the original content with the
/// environment in force where it is placed, so modifiers inside the body apply to it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

    init<C: View>(_ content: C) {
        resolver = { context in C._resolve(content, in: context) }
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        view.resolver(context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Creates a view with `modifier` applied to `content`; usually written `content.modifier(modifier)`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        Modifier._resolve(view.modifier, content: view.content, in: context)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Wraps each resolved node of its content in a node of `kind`. Most of Trellis's primitive
/// modifiers are this (padding, frames, clips, opacity) and differ only in the kind, so one type
/// serves them all; `.padding(8)` is `_WrapperModifier(kind: .padding(…))`.
public struct _WrapperModifier: ViewModifier {
    public typealias Body = Never
    let kind: ResolvedNode.Kind

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context).map { ResolvedNode(modifier.kind, children: [$0]) }
    }
}
