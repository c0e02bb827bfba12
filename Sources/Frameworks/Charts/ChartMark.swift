import Foundation
import Trellis

/// One mark as a chart plots it: its kind, its values by channel, and the encodings and styles
/// its modifiers set. What Trellis will draw a chart from.
public struct _ChartMark {
    /// The kind of mark, by Swift Charts' name.
    public enum Kind: String, Sendable {
        case bar = "BarMark"
        case line = "LineMark"
        case point = "PointMark"
        case area = "AreaMark"
        case rule = "RuleMark"
        case rectangle = "RectangleMark"
        case sector = "SectorMark"
    }

    /// What a value is plotted along.
    enum Channel: Hashable {
        case x, xStart, xEnd, y, yStart, yEnd, angle, series
        /// Encodings: `foregroundStyle(by:)`, `symbol(by:)`, `symbolSize(by:)`, `lineStyle(by:)`,
        /// `position(by:)`.
        case foregroundStyle, symbol, symbolSize, lineStyle, position
    }

    let kind: Kind
    var values: [(channel: Channel, value: _AnyPlottableValue)]
    var foregroundStyle: AnyShapeStyle?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    /// A bar's or rectangle's size across its band (`width:` of a vertical bar, `height:` of a horizontal one).
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A sector's radii and the gap between sectors, in points.
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// The symbol `.symbol(_:)` chose, and the symbols' area in square points (`.symbolSize(_:)`).
    var symbol: BasicChartSymbolShape?
    var symbolArea: CGFloat?
    var annotations: [ChartAnnotation] = []

    init(_ kind: Kind, _ values: [(Channel, _AnyPlottableValue?)], width: MarkDimension = .automatic, height: MarkDimension = .automatic,
         stacking: MarkStackingMethod = .standard) {
        self.kind = kind
        self.values = values.compactMap { channel, value in value.map { (channel, $0) } }
        self.width = width
        self.height = height
        self.stacking = stacking
    }

    /// The value plotted along `channel`, if the mark has one.
    func value(_ channel: Channel) -> _AnyPlottableValue? {
        values.last { $0.channel == channel }?.value
    }

    /// The kind's name, as the code wrote it.
    public var name: String { kind.rawValue }
}

/// Erases a plotted value, if there is one.
func erased<Value: Plottable>(_ value: PlottableValue<Value>?) -> _AnyPlottableValue? {
    guard let value else { return nil }
    return _AnyPlottableValue(value)
}

/// A mark's width or height: automatic, a fixed number of points, a ratio of its band, or an
/// inset from it.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Value: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }

    let value: Value

    public init(floatLiteral value: Double) { self.value = .fixed(value) }
    public init(integerLiteral value: Int) { self.value = .fixed(CGFloat(value)) }
    init(_ value: Value) { self.value = value }

    public static var automatic: MarkDimension { MarkDimension(.automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(.fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(.ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(.inset(value)) }
}

/// How marks of one position stack.
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area runs between its points.
public struct InterpolationMethod: Equatable, Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// A view placed beside a mark by `.annotation(position:alignment:spacing:)`.
struct ChartAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    let content: AnyView
}

/// Where an annotation goes relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation overflowing the plot does.
public struct AnnotationOverflowResolution: Sendable {
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }

    public struct Strategy: Sendable {
        public static var automatic: Strategy { Strategy() }
        public static var padScale: Strategy { Strategy() }
        public static var disabled: Strategy { Strategy() }
        public static func fit(to boundary: Boundary = .automatic) -> Strategy { Strategy() }
    }

    public struct Boundary: Sendable {
        public static var automatic: Boundary { Boundary() }
        public static var plot: Boundary { Boundary() }
        public static var chart: Boundary { Boundary() }
    }
}

/// A symbol shape a point or line mark draws its points with.
public protocol ChartSymbolShape: Shape {}

/// Swift Charts' built-in point symbols.
public struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
    let name: String

    public func path(in rect: CGRect) -> Path { ChartSymbolOutline.path(named: name, in: rect) }

    /// The shapes Swift Charts gives series in turn (`.symbol(by:)`), in its order.
    static let automaticCycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}
