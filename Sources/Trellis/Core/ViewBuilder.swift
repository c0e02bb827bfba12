/// Builds view hierarchies from closures, with exactly SwiftUI's builder methods, so that code written
/// for Trellis compiles under SwiftUI as well. There is no `buildArray`: `ForEach` is the loop.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an `EmptyView`.
    @MainActor @preconcurrency
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A closure with one view builds that view, unwrapped.
    @MainActor @preconcurrency
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A closure with several views builds a `TupleView` of them, in order.
    @MainActor @preconcurrency
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Each statement of the closure is a view as it is.
    @MainActor @preconcurrency
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds the view or nothing.
    @MainActor @preconcurrency
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased so the result type does not name newer types.
    @MainActor @preconcurrency
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// The children of a builder block, kept as a parameter pack so each child keeps its static type.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    /// The views a builder closure listed, in order.
    public var value: (repeat each Content)

    /// A view of several views, as `ViewBuilder` makes it for a closure with more than one.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for child in repeat each view.value {
            nodes.append(contentsOf: context.resolveChild(child))
        }
        return nodes
    }
}

/// The result of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        switch view.storage {
        case .trueContent(let content): TrueContent._resolve(content, in: context)
        case .falseContent(let content): FalseContent._resolve(content, in: context)
        }
    }
}

/// An `if` without `else` produces an optional view: present or nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard let view else { return [] }
        return Wrapped._resolve(view, in: context)
    }
}
