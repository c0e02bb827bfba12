/// The subviews of a custom layout, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    package let elements: [LayoutSubview]

    package init(_ elements: [LayoutSubview]) { self.elements = elements }

    /// The first subview's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last subview's index.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview of a custom layout: ask it its size for a proposal, then place it.
public struct LayoutSubview: Equatable, Sendable {
    package let host: LayoutHost
    package let child: Int
    package let values: ResolvedLayoutValues?

    /// The size the subview chooses for `proposal`, by the engine's rules for what it is.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.measure(child, proposal)
    }

    /// The subview's size for `proposal` as dimensions; its guides are the defaults.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.record(child, LayoutPlacement(position: position, anchor: anchor, proposal: proposal))
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values?.value(for: key) ?? K.defaultValue
    }

    /// The subview's layout priority; a custom layout reads it to share space.
    public var priority: Double { host.priority(child) }

    /// The space the subview prefers beside each edge: the standard spacing, as between the
    /// views of a stack.
    public var spacing: ViewSpacing { ViewSpacing() }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.host === rhs.host && lhs.child == rhs.child
    }
}

/// A value a subview hands its custom layout, read with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}
