import Foundation

/// `containerRelativeFrame`: a frame sized from the nearest container (the scroll view, list or
/// navigation content around the view, else the canvas), which only layout knows.
///
/// It rides on a fixed frame (``ResolvedFixedFrame/containerRelative``) that has no size until
/// layout has placed the container; the engine then writes the lengths into the frame and lays
/// the tree out again, as it does for a GeometryReader (docs/architecture.md, "The one exception
/// to the one-way flow"). No node kind is needed: once resolved it is a `frame(width:height:)`.
public struct ResolvedContainerRelativeFrame: Hashable, Sendable {
    /// How the frame's length along an axis follows from the container's length there.
    public enum Length: Hashable, Sendable {
        /// The container's whole length.
        case whole
        /// `span` of `count` equal parts with `spacing` between them, and the gaps they cover.
        case share(count: Int, span: Int, spacing: CGFloat)
        /// The user's closure, called with the container's length and the axis.
        case custom(ContainerRelativeLength)
    }

    /// The axes along which the frame takes its length from the container.
    public var axes: Axis.Set
    /// How that length follows from the container's.
    public var length: Length
    /// The container size the frame's lengths were computed for; nil until layout has placed it.
    public var container: CGSize?

    /// Creates the rule, not yet resolved for a container.
    public init(axes: Axis.Set, length: Length) {
        self.axes = axes
        self.length = length
    }

    /// The frame's length along `axis` in a container `containerLength` long there, as SwiftUI
    /// computes it: `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func length(along axis: Axis, in containerLength: CGFloat) -> CGFloat {
        switch length {
        case .whole:
            return containerLength
        case .share(let count, let span, let spacing):
            let count = CGFloat(max(count, 1)), span = CGFloat(span)
            return (containerLength - spacing * (count - 1)) / count * span + spacing * (span - 1)
        case .custom(let custom):
            return custom(containerLength, axis)
        }
    }

    /// `frame` (the frame this rule rides on) with its width and height computed for `container`.
    public func resolving(_ frame: ResolvedFixedFrame, in container: CGSize) -> ResolvedFixedFrame {
        var rule = self
        rule.container = container
        var resolved = ResolvedFixedFrame(
            width: axes.contains(.horizontal) ? length(along: .horizontal, in: container.width) : nil,
            height: axes.contains(.vertical) ? length(along: .vertical, in: container.height) : nil,
            alignment: frame.alignment)
        resolved.gridColumnAlignment = frame.gridColumnAlignment
        resolved.containerRelative = rule
        return resolved
    }

    package var dumpText: String {
        let rule = switch length {
        case .whole: ""
        case .share(let count, let span, let spacing): " count=\(count) span=\(span) spacing=\(NumberFormatting.string(spacing))"
        case .custom: " length=closure"
        }
        return " containerRelative=" + axes.dumpText + rule
    }
}

extension ResolvedFixedFrame {
    /// A frame of no size yet that takes its lengths along `axes` from the nearest container.
    package static func containerRelative(_ axes: Axis.Set, _ length: ResolvedContainerRelativeFrame.Length, alignment: Alignment) -> ResolvedFixedFrame {
        var frame = ResolvedFixedFrame(width: nil, height: nil, alignment: alignment)
        frame.containerRelative = ResolvedContainerRelativeFrame(axes: axes, length: length)
        return frame
    }
}

/// The closure of `containerRelativeFrame(_:alignment:_:)`, which layout calls with the
/// container's length once it knows it.
///
/// User code is main-actor code, so the closure runs on the main actor (`MainActorBridge`), as a
/// GeometryReader's content does. Two are equal only if they are the same closure's holder.
public final class ContainerRelativeLength: Hashable, Sendable {
    private let length: @MainActor (CGFloat, Axis) -> CGFloat

    package init(_ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat) {
        self.length = length
    }

    /// The user's length for a container `containerLength` long along `axis`.
    ///
    /// Off the main actor this blocks its thread until the main actor has run the closure.
    public func callAsFunction(_ containerLength: CGFloat, _ axis: Axis) -> CGFloat {
        MainActorBridge.run { self.length(containerLength, axis) }
    }

    public static func == (a: ContainerRelativeLength, b: ContainerRelativeLength) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
