// `containerRelativeFrame` (iOS 17): a frame whose size along some axes is taken from the
// nearest container rather than offered by the parent. The container is the nearest scroll view
// (its visible size less its content margins), list, or navigation stack's content area (below
// its bars), else the canvas. Layout decides it (ResolvedContainerRelativeFrame.swift).

extension View {
    /// Positions this view within an invisible frame as long as the nearest container along
    /// `axes`.
    ///
    /// The container is the nearest enclosing scroll view (its visible size, less its content
    /// margins), list, or navigation stack's content area, else the canvas. Along the other axes
    /// the frame takes the view's own size.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame takes the container's length.
    ///   - alignment: Where the view sits in the frame when its size differs.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_WrapperModifier(kind: .fixedFrame(.containerRelative(axes, .whole, alignment: alignment))))
    }

    /// Positions this view within an invisible frame as long as `span` of `count` equal parts of
    /// the nearest container along `axes`, with `spacing` between the parts.
    ///
    /// The length is `(container - spacing × (count - 1)) / count × span + spacing × (span - 1)`:
    /// with `count: 3, spacing: 10` in a 390-point scroll view each view is 123.33 points wide, so
    /// three fit beside each other with a `spacing: 10` stack. The container is found as for
    /// ``View/containerRelativeFrame(_:alignment:)``.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame takes its length from the container.
    ///   - count: How many parts the container's length is divided into.
    ///   - span: How many parts the view covers.
    ///   - spacing: The space between the parts.
    ///   - alignment: Where the view sits in the frame when its size differs.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(_WrapperModifier(kind: .fixedFrame(.containerRelative(axes, .share(count: count, span: span, spacing: spacing), alignment: alignment))))
    }

    /// Positions this view within an invisible frame whose length along each of `axes` is what
    /// `length` returns for the nearest container's length there.
    ///
    /// Layout calls `length` (on the main actor) once it knows the container's size, once for
    /// each axis, as SwiftUI calls it during layout. The container is found as for
    /// ``View/containerRelativeFrame(_:alignment:)``.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame takes its length from `length`.
    ///   - alignment: Where the view sits in the frame when its size differs.
    ///   - length: The frame's length for the container's length along an axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_WrapperModifier(kind: .fixedFrame(.containerRelative(axes, .custom(ContainerRelativeLength { length($0, $1) }), alignment: alignment))))
    }
}
