import Foundation

/// A value views hand up to their ancestors (a tab's bounds, the widest label's width), read by
/// `overlayPreferenceValue` and `backgroundPreferenceValue` around them.
///
/// Trellis collects the values as it resolves the content, in the order the views are written,
/// and combines them with ``reduce(value:nextValue:)``, so an overlay reads what SwiftUI's would.
/// Values set inside a GeometryReader's content are set after layout and reach no overlay, and
/// `onPreferenceChange`'s action, which SwiftUI runs after a frame, is not run: a snapshot is one
/// moment.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// An optional preference is nil until a view sets it.
    public static var defaultValue: Value { nil }
}

/// The preference values of the content being resolved, innermost collection last.
@MainActor
enum PreferenceCollection {
    final class Bag {
        var entries: [(key: ObjectIdentifier, value: Any)] = []
    }

    static var open: [Bag] = []

    static func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        open.last?.entries.append((ObjectIdentifier(key), value))
    }

    /// Resolves `body` collecting the preferences it sets, which also reach the collections
    /// around this one, and returns them with its result.
    static func collecting<T>(_ body: () -> T) -> (T, Bag) {
        let bag = Bag()
        open.append(bag)
        let result = body()
        open.removeLast()
        open.last?.entries.append(contentsOf: bag.entries)
        return (result, bag)
    }

    static func value<K: PreferenceKey>(of key: K.Type, in bag: Bag) -> K.Value {
        var value = K.defaultValue
        for entry in bag.entries where entry.key == ObjectIdentifier(key) {
            if let next = entry.value as? K.Value { K.reduce(value: &value, nextValue: { next }) }
        }
        return value
    }
}

/// `preference(key:value:)`: the content, with its value handed up.
public struct _PreferenceWriter<K: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let value: K.Value

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let nodes = C._resolve(content, in: context)
        PreferenceCollection.add(K.self, modifier.value)
        return nodes
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content, and a layer made from
/// the preference its views set.
public struct _PreferenceLayer<K: PreferenceKey, Layer: View>: ViewModifier {
    public typealias Body = Never
    let alignment: Alignment
    let isBackground: Bool
    let layer: (K.Value) -> Layer

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let (node, bag) = PreferenceCollection.collecting { context.resolveSingle(content) }
        let value = PreferenceCollection.value(of: K.self, in: bag)
        let layer = context.resolveSingle(context.evaluate { modifier.layer(value) })
        let kind: ResolvedNode.Kind = modifier.isBackground ? .background(alignment: modifier.alignment) : .overlay(alignment: modifier.alignment)
        return [ResolvedNode(kind, children: [node, layer])]
    }
}

extension View {
    /// Hands `value` for `key` up to the views around this one.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWriter<K>(value: value))
    }

    /// Changes the preference this view hands up; the change is applied to the key's default,
    /// since values written below reach the overlay around them separately.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        var value = K.defaultValue
        callback(&value)
        return modifier(_PreferenceWriter<K>(value: value))
    }

    /// Runs `action` when the preference changes. SwiftUI runs it after a frame is drawn; a
    /// snapshot is one moment, so it is not run and the view draws unchanged.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        self
    }

    /// Draws `transform(value)` over this view, the value being what its views set for `key`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceLayer<K, V>(alignment: alignment, isBackground: false, layer: transform))
    }

    /// Draws `transform(value)` behind this view, the value being what its views set for `key`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceLayer<K, V>(alignment: alignment, isBackground: true, layer: transform))
    }

    /// Hands up an anchor to this view's geometry (its bounds, a point in it), made into the
    /// key's value by `transform`; a GeometryReader in an overlay reads it back with `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorWriter<A, K>(source: value, transform: transform))
    }
}

/// `anchorPreference`: the content inside a node that marks its frame, and the anchor handed up.
public struct _AnchorWriter<A, K: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let token = AnchorTokens.next()
        let node = ResolvedNode(.anchorSource(token), children: [context.resolveSingle(content)])
        PreferenceCollection.add(K.self, modifier.transform(Anchor(token: token, source: modifier.source)))
        return [node]
    }
}
