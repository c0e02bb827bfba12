import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Social, media and commerce app code as public apps write it (a feed, a profile, chat, a
/// player, a product page and cart, a paywall, onboarding, custom shapes, effects, environment
/// keys), compiled with only `import SwiftUI` changed. Each screen renders to valid HTML and
/// SVG, and what the added APIs resolve to is pinned.
@MainActor @Suite struct SocialAndCommerceCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    private func shapes(of view: some View) -> [ResolvedShape] {
        nodes(of: view).compactMap { node -> ResolvedShape? in
            if case .shape(let shape) = node.kind { shape } else { nil }
        }
    }

    private func effects(of view: some View) -> [ResolvedEffect] {
        nodes(of: view).compactMap { node -> ResolvedEffect? in
            if case .effect(let effect) = node.kind { effect } else { nil }
        }
    }

    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(SocialAndCommerceScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-b")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in SocialAndCommerceScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
    }

    @Test func shapeShorthandsAreTheBuiltInShapes() {
        #expect(shapes(of: Color.red.clipShape(.rect(cornerRadius: 12)).background(.blue, in: .capsule)).map(\.kind).contains(.capsule))
        let clips = nodes(of: Color.red.clipShape(.rect(cornerRadius: 12, style: .circular))).compactMap { node -> ShapeKind? in
            if case .clip(let kind) = node.kind { kind } else { nil }
        }
        #expect(clips == [.roundedRectangle(cornerRadius: 12, style: .circular)])
    }

    @Test func anyShapeKeepsTheErasedShapesKind() {
        #expect(shapes(of: AnyShape(Circle()).fill(.red)).map(\.kind) == [.circle])
        #expect(shapes(of: AnyShape(Capsule())).map(\.kind) == [.capsule])
        let triangle = shapes(of: AnyShape(Triangle()))
        guard case .path = triangle.first?.kind else {
            Issue.record("a custom shape erased is not a path: \(triangle)")
            return
        }
    }

    @Test func fillLevelsAreUIKitsFillColorsInEachScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = EnvironmentValues()
        #expect(FillShapeStyle().tertiary._resolveColor(in: light) == Color.Resolved(rgb: 0x767680, opacity: 0.12))
        #expect(FillShapeStyle().tertiary._resolveColor(in: dark) == Color.Resolved(rgb: 0x767680, opacity: 0.24))
        #expect(FillShapeStyle()._resolveColor(in: light) == Color.Resolved(rgb: 0x787880, opacity: 0.2))
        #expect(FillShapeStyle().quaternary._resolveColor(in: dark) == Color.Resolved(rgb: 0x767680, opacity: 0.18))
    }

    @Test func safeAreaPaddingInsetsScrollContentAndPadsOtherViews() {
        let plain = nodes(of: Text("A").safeAreaPadding(.horizontal, 20))
        guard case .padding(let insets) = plain.first?.kind else {
            Issue.record("no padding: \(plain.map(\.kind))")
            return
        }
        #expect(insets == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // The scroll view keeps its frame; its content starts inside the insets.
        let scroll = nodes(of: ScrollView { Text("A") }.safeAreaPadding(.bottom, 80))
        guard case .scroll = scroll.first?.kind else {
            Issue.record("the scroll view was padded: \(scroll.map(\.kind))")
            return
        }
        #expect(scroll.contains { if case .padding(let insets) = $0.kind { insets.bottom == 80 } else { false } })
    }

    @Test func animatorsShowTheirFirstPhaseAndInitialValue() {
        let phased = nodes(of: Text("Live").phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) })
        #expect(phased.contains { if case .opacity(0.5) = $0.kind { true } else { false } })
        let keyed = nodes(of: Text("Gift").keyframeAnimator(initialValue: 0.25, trigger: 0) { content, value in
            content.opacity(value)
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(1.0, duration: 0.2) }
        })
        #expect(keyed.contains { if case .opacity(0.25) = $0.kind { true } else { false } })
    }

    @Test func geometryEffectsAndTransformsBecomeOffsetsAndProjections() {
        struct Nudge: GeometryEffect {
            var animatableData: CGFloat = 0
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: 6, y: -4))
            }
        }
        #expect(effects(of: Text("A").modifier(Nudge())) == [.offset(CGSize(width: 6, height: -4))])
        // Identity leaves no node: a shake at rest draws the view where it is.
        #expect(effects(of: Text("A").modifier(ShakeEffect(animatableData: 0))).isEmpty)
        let skew = effects(of: Text("A").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)))
        #expect(skew == [.projection(ResolvedProjection(a: 1, b: 0, c: 0.5, d: 1, anchor: .topLeading))])
    }

    @Test func colorMultiplyIsOneFilterByTheColor() {
        let found = effects(of: Circle().fill(.white).colorMultiply(.teal))
        let teal = Color.teal.resolve(in: EnvironmentValues())
        #expect(found == [.colorFilter(.multiply(teal))])
    }

    @Test func meshGradientIsOneRowGradientPerRowFadedInBelowTheFirst() {
        let mesh = MeshGradient(width: 2, height: 3, points: [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
                                colors: [.red, .blue, .green, .yellow, .black, .white])
        let masks = effects(of: mesh).filter { if case .mask = $0 { true } else { false } }
        #expect(masks.count == 3)
        let gradients = shapes(of: mesh).compactMap(\.paint?.gradient)
        // Three row gradients and the two fades' masks; the second fade runs from y 0.5 to 1.
        #expect(gradients.count == 5)
        #expect(gradients.contains { $0.stops.map(\.location) == [0.5, 1] })
    }

    @Test func mixingColorsIsResolvedWhereTheMixIsUsed() {
        let mixed = Color.black.mix(with: .white, by: 0.5).resolve(in: EnvironmentValues())
        #expect(mixed == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color.red.mix(with: .blue, by: 0).resolve(in: EnvironmentValues()) == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func hiddenKeepsTheSpaceAndDrawsNothing() {
        let hidden = nodes(of: Text("A").hidden())
        #expect(hidden.contains { if case .opacity(0) = $0.kind { true } else { false } })
    }

    @Test func displayAndAccessibilityValuesAreAnIPhonesDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.displayScale == 3)
        #expect(environment.pixelLength == 1.0 / 3)
        #expect(!environment.accessibilityReduceMotion)
        #expect(environment.colorSchemeContrast == .standard)
        #expect(!environment.isSearching)
    }

    /// Every symbol the screens name has a drawing (the sweep drew the paywall's, product's and
    /// order's; the rest came with h51's families), so none draws as the placeholder.
    @Test func everySymbolTheScreensNameIsDrawn() async {
        let rendering = await renderCorpus(SocialAndCommerceScreens.all, missingSymbols: .placeholder, folder: "apps-b")
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
    }

    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: ProfileHeaderView(user: .maya), as: [.dump, .html, .svg], named: "profile", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: ShapesShowcase(), as: [.dump, .html, .svg], named: "shapes", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: ThemedCardsView(), as: [.dump, .html, .svg], named: "themed-cards", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: ExtensionsShowcase(), as: [.dump, .html, .svg], named: "extensions", themes: [.marigold])
        assertGolden(of: PaywallMesh(), as: [.dump, .html, .svg], named: "mesh", themes: [.marigold])
    }
}

/// The paywall's mesh alone (the paywall uses a symbol Trellis has no drawing for).
private struct PaywallMesh: View {
    var body: some View {
        MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                     colors: [.indigo, .purple, .pink, .blue, .purple, .orange, .indigo, .pink, .yellow])
            .frame(width: 300, height: 300)
    }
}
