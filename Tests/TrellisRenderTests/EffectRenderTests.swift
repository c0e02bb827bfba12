import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The effects' geometry and markup where they have one answer: transforms' maps, 3D rotations
/// flattened, color filters' matrices in both spellings, paint order, masks, nesting limits.
@MainActor
struct EffectRenderTests {
    private func svg(_ view: some View) throws -> String { try SVGEmitter().render(view.resolved()) }
    private func html(_ view: some View) throws -> String { try HTMLEmitter().render(view.resolved(), link: { _ in nil }).body }

    @Test func aRotationTurnsTheCornersAboutTheAnchor() throws {
        let frame = CGRect(x: 100, y: 50, width: 120, height: 60)
        let transform = try #require(EffectTransform(.rotation(degrees: 30, anchor: .center)))
        // The top left corner, (−60, −30) from the center, turned 30° clockwise (y down).
        let corner = transform.apply(to: frame.origin, in: frame)
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        #expect(abs(Double(corner.x) - (160 + (-60 * c + 30 * s))) < 1e-9)
        #expect(abs(Double(corner.y) - (80 + (-60 * s - 30 * c))) < 1e-9)
        #expect(transform.svgValue(in: frame) == "rotate(30 160 80)")
        #expect(transform.css.transform == "rotate(30deg)" && transform.css.origin == "50% 50%")
    }

    @Test func aScaleKeepsItsAnchorWhereItIs() throws {
        let frame = CGRect(x: 10, y: 20, width: 50, height: 40)
        let transform = try #require(EffectTransform(.scale(x: 1.5, y: 2, anchor: .topLeading)))
        #expect(transform.apply(to: CGPoint(x: 10, y: 20), in: frame) == CGPoint(x: 10, y: 20))
        #expect(transform.apply(to: CGPoint(x: 60, y: 60), in: frame) == CGPoint(x: 85, y: 100))
        let centered = try #require(EffectTransform(.scale(x: 2, y: 2, anchor: .center)))
        #expect(centered.apply(to: CGPoint(x: 35, y: 40), in: frame) == CGPoint(x: 35, y: 40))
        #expect(centered.apply(to: CGPoint(x: 10, y: 20), in: frame) == CGPoint(x: -15, y: 0))
        #expect(centered.svgValue(in: frame) == "translate(35 40) scale(2 2) translate(-35 -40)")
    }

    @Test func rotationsIn3DFlattenToWhatTheRotatedPlaneLooksLikeStraightOn() {
        func effect(_ view: some View) -> ResolvedEffect? {
            if case .effect(let effect) = view.resolved().root.kind { effect } else { nil }
        }
        let square = Rectangle()
        #expect(effect(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))) == .scale(x: 0.5, y: 1, anchor: .center))
        #expect(effect(square.rotation3DEffect(.degrees(60), axis: (x: 2, y: 0, z: 0))) == .scale(x: 1, y: 0.5, anchor: .center))
        #expect(effect(square.rotation3DEffect(.degrees(25), axis: (x: 0, y: 0, z: 1), anchor: .top)) == .rotation(degrees: 25, anchor: .top))
        #expect(effect(square.rotation3DEffect(.degrees(25), axis: (x: 0, y: 0, z: -3))) == .rotation(degrees: -25, anchor: .center))
        // A quarter turn about the diagonal folds the plane onto it: both axes land on (½, ½).
        #expect(effect(square.rotation3DEffect(.degrees(90), axis: (x: 1, y: 1, z: 0)))
            == .projection(ResolvedProjection(a: 0.5, b: 0.5, c: 0.5, d: 0.5, anchor: .center)))
        #expect(effect(square.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 0))) == .scale(x: 1, y: 1, anchor: .center))
    }

    /// SwiftUI's meaning of each filter, written out: brightness adds, contrast scales about ½,
    /// saturation and grayscale mix with the luminance, hueRotation turns, colorInvert flips.
    static func swiftUIMatrix(_ filter: ResolvedColorFilter) -> ColorMatrix {
        switch filter {
        case .brightness(let a): .linear(slope: 1, intercept: a)
        case .contrast(let k): .linear(slope: k, intercept: 0.5 - 0.5 * k)
        case .saturation(let s): .saturate(s)
        case .grayscale(let g): .saturate(1 - g)
        case .hueRotation(let degrees): .hueRotate(degrees)
        case .colorInvert: .linear(slope: -1, intercept: 1)
        case .multiply(let c): ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.opacity, 0]])
        }
    }

    @Test(arguments: [
        ResolvedColorFilter.brightness(0.3), .brightness(-0.3), .brightness(1), .contrast(0.5), .contrast(2), .contrast(-1),
        .saturation(0), .saturation(0.3), .saturation(2), .grayscale(0.6), .hueRotation(degrees: 90), .colorInvert,
    ])
    func theSVGAndTheCSSSpellingsOfAColorFilterAreOneMatrix(_ filter: ResolvedColorFilter) {
        let svg = ColorMatrix.chain(filter.svgSteps.map(ColorMatrix.init))
        let css = ColorMatrix.chain(filter.cssFunctions.map(ColorMatrix.init))
        let expected = Self.swiftUIMatrix(filter)
        #expect(svg.isClose(to: expected, tolerance: 1e-9), "\(svg.rows)")
        // The CSS amounts are written to 1/10,000, so the chain is that close.
        #expect(css.isClose(to: expected, tolerance: 1e-3), "\(filter.cssFunctions.map(\.css)) is \(css.rows)")
    }

    @Test func brightnessIsWrittenAsAChainThatAddsInCSS() throws {
        #expect(ResolvedColorFilter.brightness(0.3).cssFunctions.map(\.css) == ["contrast(62.5%)", "brightness(160%)"])
        #expect(ResolvedColorFilter.contrast(-1).cssFunctions.map(\.css) == ["invert(100%)", "contrast(100%)"])
        let fragment = try HTMLEmitter().render(Color.red.frame(width: 10, height: 10).brightness(0.3).resolved(), link: { _ in nil })
        #expect(fragment.css.contains("filter:contrast(62.5%) brightness(160%)"), "\(fragment.css)")
    }

    @Test func aShadowIsOneFilterWithTheSameBlurInBothOutputs() throws {
        let view = Rectangle().fill(Color.white).frame(width: 100, height: 40).shadow(color: .black.opacity(0.5), radius: 8, x: 2, y: 3)
        let document = try svg(view)
        #expect(document.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"4\"/><feOffset dx=\"2\" dy=\"3\" result=\"shadow\"/><feFlood flood-color=\"#000000\" flood-opacity=\"0.5\"/>"))
        #expect(document.contains("color-interpolation-filters=\"sRGB\""))
        let fragment = try HTMLEmitter().render(view.resolved(), link: { _ in nil })
        #expect(fragment.css.contains("filter:drop-shadow(2px 3px 8px rgba(0,0,0,0.5))"), "\(fragment.css)")
    }

    @Test func zIndexPaintsSiblingsInItsOrderAndKeepsTheirIDs() throws {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.green
            Color.blue.zIndex(-0.5)
        }
        let document = try svg(view)
        let order = ["n0.2.0", "n0.1", "n0.0.0"].map { document.range(of: "id=\"\($0)\"")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order[0]! < order[1]! && order[1]! < order[2]!)
        let fragment = try HTMLEmitter().render(view.resolved(), link: { _ in nil })
        #expect(fragment.css.contains("z-index:1000") && fragment.css.contains("z-index:-500"))
        #expect(fragment.css.contains("isolation:isolate"))
    }

    @Test func aMaskDrawsItsViewsWithoutIDsInBothOutputs() throws {
        let view = Color.orange.frame(width: 100, height: 50).mask { Circle() }
        let document = try svg(view)
        let mask = try #require(document.range(of: "<mask")).lowerBound
        let end = try #require(document.range(of: "</mask>")).upperBound
        #expect(!document[mask..<end].contains(" id=\"n0."), "the mask's own nodes")
        // The circle of radius 25 centred in the 100×50 frame at (145, 397), as its outline: its
        // box is not square, so the frame's rect carries the node and the outline follows.
        #expect(document[mask..<end].contains(##"d="M170 422A25 25 0 1 1 220 422A25 25 0 1 1 170 422Z""##))
        #expect(document.contains("mask=\"url(#n0-mask)\""))
        let fragment = try HTMLEmitter().render(view.resolved(), link: { _ in nil })
        #expect(fragment.css.contains("mask-image:url(\"data:image/svg+xml;base64,"))
        #expect(!fragment.body.contains("id=\"n0.1\""))
    }

    @Test func aBlendModeCSSHasNoneForDrawsNormally() throws {
        #expect(try svg(Color.red.blendMode(.multiply)).contains("style=\"mix-blend-mode: multiply\""))
        #expect(!(try svg(Color.red.blendMode(.destinationOut)).contains("mix-blend-mode")))
        #expect(BlendMode.allCases.filter { $0.cssName == nil } == [.sourceAtop, .destinationOver, .destinationOut, .plusDarker])
    }

    struct Turns: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red } else { Turns(depth: depth - 1).rotationEffect(.degrees(1)) }
        }
    }

    @Test func nestedTransformsStillStopAtTheNestingLimits() throws {
        #expect(throws: RenderError.self) { try svg(Turns(depth: 241)) }
        #expect(try svg(Turns(depth: 200)).contains("rotate(1 "))
        // Each transform is two boxes in the HTML (its frame and the turned box inside).
        #expect(throws: RenderError.self) { try html(Turns(depth: 241)) }
        #expect(try html(Turns(depth: 200)).contains("<div"))
    }
}
