import Foundation

/// A custom `Layout` container's node: the app's layout value, which the layout engine asks for
/// sizes and places while it lays the page out (as it asks a custom shape for its path).
public struct ResolvedCustomLayout: Hashable, Sendable {
    /// The app's layout, type-erased.
    public let box: LayoutBox

    package init(box: LayoutBox) { self.box = box }

    /// The tree dump's line: the layout's type.
    public var dumpText: String { "customLayout \(box.typeName)" }
}

/// An app's `Layout` value with its type erased. Layout's methods are nonisolated, as
/// `Shape.path(in:)` is, so the engine calls them where it runs; a layout value is a plain
/// value the app never mutates behind the engine's back, which is what makes sharing it sound.
/// Two are equal only if they are the same box.
public final class LayoutBox: Hashable, @unchecked Sendable {
    package let typeName: String
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    /// A box around a layout of type `typeName` that answers sizes with `size` and places
    /// subviews with `place` (the API side makes one from a `Layout` value).
    package init(
        typeName: String, size: @escaping (ProposedViewSize, LayoutSubviews) -> CGSize,
        place: @escaping (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    ) {
        self.typeName = typeName
        self.size = size
        self.place = place
    }

    /// The layout's size for `proposal` (a fresh cache each call).
    public func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        size(proposal, subviews)
    }

    /// The layout's placement of `subviews` in `bounds`.
    public func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        place(bounds, proposal, subviews)
    }

    public static func == (lhs: LayoutBox, rhs: LayoutBox) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a custom layout put one subview: its anchor point's position and its proposal.
package struct LayoutPlacement: Sendable {
    package let position: CGPoint
    package let anchor: UnitPoint
    package let proposal: ProposedViewSize

    package init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// The layout engine's side of a custom layout's subviews during one call: how a subview is
/// sized, its priority, and where the layout placed it. Made and read by the engine only, for
/// the length of one sizing or placing call.
package final class LayoutHost: @unchecked Sendable {
    package let measure: (Int, ProposedViewSize) -> CGSize
    package let priority: (Int) -> Double
    package private(set) var placements: [Int: LayoutPlacement] = [:]

    package init(measure: @escaping (Int, ProposedViewSize) -> CGSize, priority: @escaping (Int) -> Double) {
        self.measure = measure
        self.priority = priority
    }

    package func record(_ child: Int, _ placement: LayoutPlacement) { placements[child] = placement }

    /// The subviews for `children` (the engine's indices), with the layout values each carries.
    package func subviews(_ children: [(index: Int, values: ResolvedLayoutValues?)]) -> LayoutSubviews {
        LayoutSubviews(children.map { LayoutSubview(host: self, child: $0.index, values: $0.values) })
    }
}

/// The values a subview set with `layoutValue(key:value:)`, by key type: a pass-through wrapper
/// that the custom layout around it reads. Equal only if the same values were set by the same
/// call, since a value need not be equatable.
public struct ResolvedLayoutValues: Hashable, Sendable {
    private let storage: Storage

    package init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
        storage = Storage([ObjectIdentifier(key): value], names: [String(describing: key)])
    }

    /// These values and `inner`'s, these winning, as an outer modifier's value wins in SwiftUI.
    package func merged(over inner: ResolvedLayoutValues) -> ResolvedLayoutValues {
        ResolvedLayoutValues(storage: Storage(storage.values.merging(inner.storage.values) { outer, _ in outer },
                                              names: storage.names + inner.storage.names))
    }

    private init(storage: Storage) { self.storage = storage }

    package func value<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        storage.values[ObjectIdentifier(key)] as? K.Value
    }

    /// The tree dump's line: the keys set.
    public var dumpText: String { "layoutValues \(storage.names.joined(separator: " "))" }

    public static func == (lhs: ResolvedLayoutValues, rhs: ResolvedLayoutValues) -> Bool { lhs.storage === rhs.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }

    // Written once at resolution and only read after, which is what makes sharing it sound.
    private final class Storage: @unchecked Sendable {
        let values: [ObjectIdentifier: Any]
        let names: [String]
        init(_ values: [ObjectIdentifier: Any], names: [String]) {
            self.values = values
            self.names = names
        }
    }
}
