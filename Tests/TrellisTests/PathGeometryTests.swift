import Foundation
import Testing
import Trellis

/// Path's builder and the shapes' outlines, against geometry worked out by hand.
struct PathGeometryTests {
    static func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
            case .closeSubpath: nil
            }
        }
    }

    static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aCircleTrimmedToAQuarterRunsFromThreeToSixOClock() throws {
        let ring = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        let points = Self.points(ring)
        #expect(Self.close(try #require(points.first), CGPoint(x: 100, y: 50)))
        #expect(Self.close(try #require(points.last), CGPoint(x: 50, y: 100)))
    }

    @Test func aCircleTrimmedToAnEighthEndsAtFortyFiveDegrees() throws {
        let ring = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0.125, to: 0.5)
        let points = Self.points(ring)
        let diagonal = 50 * 0.5.squareRoot()
        // By length along the cubic quarter, which is within its 0.03 % of the circle.
        #expect(Self.close(try #require(points.first), CGPoint(x: 50 + diagonal, y: 50 + diagonal), within: 0.02))
        #expect(Self.close(try #require(points.last), CGPoint(x: 0, y: 50)))
    }

    @Test func aTrimThatEndsBeforeItStartsDrawsNothing() {
        #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func aRectangleRotatedAQuarterTurnHasItsCornersTurnedAboutItsCenter() {
        let path = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        let expected = [CGPoint(x: 75, y: -25), CGPoint(x: 75, y: 75), CGPoint(x: 25, y: 75), CGPoint(x: 25, y: -25)]
        let points = Self.points(path)
        #expect(points.count == 4)
        #expect(zip(points, expected).allSatisfy { Self.close($0, $1) }, "\(points)")
    }

    @Test func aTangentArcMeetsBothLinesAtTheRadiusFromTheCorner() throws {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.elements.count == 3)
        #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        guard case .curve(let end, let c1, let c2) = path.elements[2] else { throw Expectation.failed("no curve: \(path.elements)") }
        #expect(Self.close(end, CGPoint(x: 100, y: 20)))
        // The curve leaves along the first line and arrives along the second.
        #expect(abs(c1.y) < 1e-9 && c1.x > 80)
        #expect(abs(c2.x - 100) < 1e-9 && c2.y < 20)
    }

    @Test func clockwiseIsCoreGraphicsClockwiseSoFalseTurnsClockwiseOnScreen() {
        var short = Path()
        short.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(short.boundingRect.isClose(to: CGRect(x: 0, y: 0, width: 10, height: 10)))
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(long.boundingRect.isClose(to: CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(Self.close(Self.points(long).last!, CGPoint(x: 0, y: 10)))
    }

    @Test func aQuarterArcStaysWithinThreeTenThousandthsOfItsRadius() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        guard case .curve(let end, let c1, let c2) = path.elements.last else { throw Expectation.failed("no curve") }
        for step in 1..<20 {
            let t = CGFloat(step) / 20, u = 1 - t
            let x = u * u * u * 100 + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
            let y = 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
            #expect(abs((x * x + y * y).squareRoot() - 100) < 0.028)
        }
    }

    @Test func boundingRectsFollowTheCurvesNotTheirControlPoints() {
        let rect = CGRect(x: 10, y: 20, width: 60, height: 30)
        #expect(Path(ellipseIn: rect).boundingRect.isClose(to: rect))
        #expect(Path(roundedRect: rect, cornerRadius: 8, style: .circular).boundingRect.isClose(to: rect))
        var bump = Path()
        bump.move(to: .zero)
        bump.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(bump.boundingRect.isClose(to: CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(Path().boundingRect.isNull)
    }

    @Test func anInsetRoundedRectangleKeepsItsCornerCenters() {
        let inset = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(inset.boundingRect.isClose(to: CGRect(x: 4, y: 4, width: 92, height: 42)))
        // The top edge starts where the shrunk corner (radius 6) ends.
        #expect(inset.elements.first == .move(to: CGPoint(x: 10, y: 4)))
    }

    @Test func offsetAndScaleMoveTheOutline() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().offset(x: 5, y: -3).path(in: rect).boundingRect.isClose(to: CGRect(x: 5, y: -3, width: 40, height: 20)))
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect.isClose(to: CGRect(x: 10, y: 5, width: 20, height: 10)))
        #expect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect.isClose(to: CGRect(x: 0, y: 0, width: 80, height: 20)))
    }

    @Test func unevenCornersRoundOnlyWhereGiven() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).path(in: CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(Self.points(path).contains(CGPoint(x: 50, y: 30)), "the square bottom trailing corner")
    }

    @Test func anglesConvertAndCombineAsSwiftUIs() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect((Angle.degrees(90) + .radians(.pi / 2)).degrees == 180)
        #expect(abs((-Angle.degrees(30)).degrees + 30) < 1e-12)
        #expect((Angle.degrees(45) * 2).degrees == 90)
        #expect(Angle.degrees(10) < .degrees(20))
    }

    @Test func pathsArePlainDataThatTransformsInvertBack() {
        let turn = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -4).scaledBy(x: 2, y: 0.5)
        let point = CGPoint(x: 12, y: 7).applying(turn).applying(turn.inverted())
        #expect(Self.close(point, CGPoint(x: 12, y: 7)))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(translationX: 5, y: 5)).boundingRect.isClose(to: CGRect(x: 5, y: 5, width: 10, height: 10)))
    }
}

enum Expectation: Error {
    case failed(String)
}

extension CGRect {
    /// Equal but for floating-point rounding in the curves' arithmetic.
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9 && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }
}
