/// A two-dimensional gradient over a grid of colored points (iOS 18), drawn with the linear
/// gradients and masks both outputs have: each row of the grid is a horizontal gradient
/// through its colors at its points' x, and each row below fades in over the one above from
/// the row above's y to its own. Over a regular grid that is the grid's bilinear blend, which
/// `smoothsColors` smooths further on iOS; points moved off the grid are read at their row's
/// average y.
public struct MeshGradient: View {
    /// A point of the mesh with the control points of its Bézier edges; Trellis reads `position`.
    public struct BezierPoint: Hashable, Sendable {
        /// Where the point is, in unit coordinates of the frame.
        public var position: SIMD2<Float>
        /// The control point toward the point on the left.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point toward the point above.
        public var topControlPoint: SIMD2<Float>
        /// The control point toward the point on the right.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point toward the point below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a point with its edges' control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    let positions: [SIMD2<Float>]
    let colors: [Color]
    /// The color outside the mesh.
    public var background: Color

    /// A mesh of `width` × `height` points in row order, each with its color.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.positions = points
        self.colors = colors
        self.background = background
    }

    /// A mesh of Bézier points in row order, each with its color; the curves are read as straight.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, points: bezierPoints.map(\.position), colors: colors, background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The rows, each a horizontal gradient, faded in over the rows above.
    public var body: some View {
        ZStack {
            background
            ForEach(rows.indices, id: \.self) { index in
                let row = rows[index]
                LinearGradient(stops: row.stops, startPoint: .leading, endPoint: .trailing)
                    .mask {
                        if index == 0 {
                            Color.black
                        } else {
                            LinearGradient(
                                stops: [.init(color: .clear, location: rows[index - 1].y), .init(color: .black, location: row.y)],
                                startPoint: .top, endPoint: .bottom)
                        }
                    }
            }
        }
    }

    private var rows: [(stops: [Gradient.Stop], y: CGFloat)] {
        guard width > 0, height > 0 else { return [] }
        let count = min(positions.count, colors.count) / width
        return (0..<min(count, height)).map { row in
            let range = (row * width)..<(row * width + width)
            let stops = range.map { Gradient.Stop(color: colors[$0], location: CGFloat(positions[$0].x)) }
            let y = range.reduce(CGFloat(0)) { $0 + CGFloat(positions[$1].y) } / CGFloat(width)
            return (stops, y)
        }
    }
}
