// Bindings over collections, the idiom of Apple's tutorials: `List($items) { $item in … }`,
// `ForEach($items) { $item in … }`, `$model.items[i]`. As in SwiftUI, a binding to a mutable
// collection is itself a collection of bindings to its elements, so each row gets a binding that
// reads and writes its own element through the whole.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to an optional that writes only non-nil values through to `base`.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of an optional, or nil when it holds none.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// A binding to a hashable value seen as `AnyHashable`, as a picker's selection needs.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

/// The edits a bound `ForEach` or `List` allows its rows: `ForEach($items, editActions: .all)`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }
    /// Rows can be moved and deleted.
    public static var all: EditActions<Data> { [.move, .delete] }
}

extension ForEach where Content: View {
    /// A row for each element of a bound collection, handed a binding to its element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(elements, id: \.1) { element in content(data[element.0]) }
    }

    /// Creates a view for each element of a bound collection, handing each row a binding to its element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// The rows a user may delete and move; a snapshot shows them at rest.
    public init<C>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
            C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
}

extension List {
    /// A list of rows over a bound collection, identified by `id`, each row given a binding to its element.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable, SelectionValue == Never {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of rows over a bound collection of identifiable elements, each given a binding.
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable,
            SelectionValue == Never {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list over a bound collection whose rows offer the given edit actions.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable,
            SelectionValue == Never {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }
}
