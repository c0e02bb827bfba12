import Foundation
import Trellis

/// What a chart's content builder holds: marks, `ForEach`es of them, and an app's own content.
///
/// As with views, content is either primitive (its `Body` is `Never`; the marks) or composite
/// (a `body` of other content).
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content this content's `body` is made of.
    associatedtype Body: ChartContent

    /// The content this content is made of.
    @ChartContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// The marks this content plots. Composite content gets a default that evaluates `body`;
    /// the marks override it.
    @MainActor
    static func _chartMarks(_ content: Self) -> [_ChartMark]
}

extension ChartContent {
    @MainActor
    public static func _chartMarks(_ content: Self) -> [_ChartMark] {
        Body._chartMarks(content.body)
    }
}

extension ChartContent where Body == Never {
    /// Primitive chart content has no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is primitive chart content; it has no body") }
}

extension Never: ChartContent {
    public static func _chartMarks(_ content: Never) -> [_ChartMark] {}
}

/// Chart content built from a builder block: its marks, in order.
public struct _ChartContentGroup: ChartContent {
    public typealias Body = Never
    let marks: [_ChartMark]

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { content.marks }
}

/// Builds a chart's content from its block: marks, `ForEach`, `if`.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> _ChartContentGroup { _ChartContentGroup(marks: []) }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _ChartContentGroup {
        var marks: [_ChartMark] = []
        for part in repeat each content {
            marks += Self.marks(of: part)
        }
        return _ChartContentGroup(marks: marks)
    }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> _ChartContentGroup {
        _ChartContentGroup(marks: content.map(marks(of:)) ?? [])
    }

    public static func buildEither<First: ChartContent>(first content: First) -> _ChartContentGroup {
        _ChartContentGroup(marks: marks(of: content))
    }

    public static func buildEither<Second: ChartContent>(second content: Second) -> _ChartContentGroup {
        _ChartContentGroup(marks: marks(of: content))
    }

    public static func buildArray<Content: ChartContent>(_ content: [Content]) -> _ChartContentGroup {
        _ChartContentGroup(marks: content.flatMap(marks(of:)))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> _ChartContentGroup {
        _ChartContentGroup(marks: marks(of: content))
    }

    static func marks<Content: ChartContent>(of content: Content) -> [_ChartMark] {
        Content._chartMarks(content)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public static func _chartMarks(_ content: Self) -> [_ChartMark] {
        content.data.flatMap { Content._chartMarks(content.content($0)) }
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of a collection of identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
