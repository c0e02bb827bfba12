// SwiftUI's position takes all the space it is offered and centres the view on the point, in that
// space's coordinates. That is an overlay on a greedy clear base whose top-leading corner is the
// origin, with the view's leading and top guides moved so that its centre falls on the point: no
// new node kind, and the overlay still offers the view the whole space as SwiftUI does.

extension View {
    /// Centres the view on `x`, `y` in the coordinate space of the space it is offered, which the
    /// result fills.
    ///
    /// - Parameters:
    ///   - x: The horizontal position of the view's centre, from the space's leading edge.
    ///   - y: The vertical position of the view's centre, from the space's top edge.
    /// - Returns: A view as large as the space offered, drawing this view centred on the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        Color.clear.overlay(alignment: .topLeading) {
            self.alignmentGuide(HorizontalAlignment.leading) { dimensions in dimensions.width / 2 - x }
                .alignmentGuide(VerticalAlignment.top) { dimensions in dimensions.height / 2 - y }
        }
    }

    /// Centres the view on `position` in the coordinate space of the space it is offered, which
    /// the result fills.
    ///
    /// - Parameter position: Where the view's centre goes, from the space's top-leading corner.
    /// - Returns: A view as large as the space offered, drawing this view centred on the point.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
