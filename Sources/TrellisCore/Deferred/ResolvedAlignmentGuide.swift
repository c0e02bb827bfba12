/// `alignmentGuide(_:computeValue:)`: one child whose guide `guide` is the app's closure of the
/// child's dimensions; pass-through in layout otherwise.
///
/// The closure is user code run with the child's size, so it is resolved as a GeometryReader's
/// content is (docs/architecture.md, "The one exception to the one-way flow"): layout notes the
/// dimensions it needed the guide for, the engine runs the closure for them on the main actor
/// between passes and writes the answers into `values`, and the next pass reads them.
public struct ResolvedAlignmentGuide: Hashable, Sendable {
    /// The guide the closure sets.
    package var guide: AlignmentKey
    /// The app's closure.
    public var computation: AlignmentGuideComputation
    /// The closure's answer for each child's dimensions layout has asked for so far.
    public var values: [ViewDimensions: CGFloat]

    package init(guide: AlignmentKey, computation: AlignmentGuideComputation, values: [ViewDimensions: CGFloat] = [:]) {
        self.guide = guide
        self.computation = computation
        self.values = values
    }

    /// The tree dump's line: the axis and the guide's type.
    public var dumpText: String {
        "alignmentGuide \(guide.axis == .horizontal ? "horizontal" : "vertical") \(guide.name)"
    }
}

/// An alignment guide's closure, kept for layout. User code is main-actor code, so
/// `values(_:)` runs it on the main actor (`MainActorBridge`). Two are equal only if they are
/// the same: a closure has no other identity.
public final class AlignmentGuideComputation: Hashable, Sendable {
    private let compute: @MainActor (ViewDimensions) -> CGFloat

    package init(_ compute: @escaping @MainActor (ViewDimensions) -> CGFloat) {
        self.compute = compute
    }

    /// Each request's closure run for its dimensions, in order, in one trip to the main actor.
    public static func values(_ requests: [(AlignmentGuideComputation, ViewDimensions)]) -> [CGFloat] {
        let computations = requests.map(\.0), dimensions = requests.map(\.1)
        return MainActorBridge.run { zip(computations, dimensions).map { $0.compute($1) } }
    }

    public static func == (a: AlignmentGuideComputation, b: AlignmentGuideComputation) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
