// Modifier, style, effect and environment idioms of iOS 15–18 app code, each once, so that a
// missing one fails the build (found while sweeping Tests/Corpus/SocialAndCommerce).
import Trellis

@Observable final class IdiomModel { var n = 1 }

struct ModifierIdioms: View {
    @Environment(IdiomModel.self) private var maybe: IdiomModel?
    @Environment(\.self) private var environment
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.isFocused) private var isFocused
    @AccessibilityFocusState private var a11yFocus: Bool
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20
    @State private var model = IdiomModel()
    @State private var show = false

    var body: some View {
        VStack {
            Text("a").foregroundColor(.secondary).font(.system(size: 14).weight(.bold)).fontDesign(.rounded).fontWeight(.bold).bold(show).italic().underline()
            Text("b").font(.custom("Inter", fixedSize: 12)).baselineOffset(2).allowsTightening(true)
            Rectangle().fill(Color.primary.opacity(0.1)).cornerRadius(10).clipped().border(Color.red, width: 1)
            Color(.sRGB, white: 0.5, opacity: 1).frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, maxHeight: 40, alignment: .top).layoutPriority(1)
            Color.red.mix(with: .blue, by: 0.5)
            Circle().fill(.red).stroke(.blue, lineWidth: 2)
            Circle().fill(.red.secondary)
            Rectangle().fill(.background.secondary)
            Rectangle().fill(.ultraThickMaterial).background(Material.thin)
            Rectangle().contentShape(.rect(cornerRadius: 8)).contentShape(.interaction, Rectangle()).contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
            Image(systemName: "star").symbolEffect(.pulse, options: .repeating).symbolEffect(.variableColor.iterative, isActive: show).symbolEffect(.wiggle).symbolEffect(.breathe).symbolEffect(.rotate)
            Image(systemName: "star").symbolRenderingMode(.multicolor).foregroundStyle(.red, .blue, .green).contentTransition(.interpolate).contentTransition(.opacity)
            Text("c").transition(.push(from: .trailing)).transition(.slide).transition(.opacity.animation(.easeIn)).transition(.offset(x: 1, y: 2)).transition(.blurReplace)
            Text("d").accessibilityHeading(.h1).accessibilityShowsLargeContentViewer().accessibilityRespondsToUserInteraction(true).accessibilityInputLabels(["x"]).accessibilityAction(named: "Go") {}.accessibilityFocused($a11yFocus)
            Text("e").onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { _ in }
            ScrollView { Text("f") }.scrollBounceBehavior(.basedOnSize).scrollClipDisabled().scrollContentBackground(.hidden)
            Text("g").persistentSystemOverlays(.hidden).interactiveDismissDisabled().containerShape(.rect(cornerRadius: 20)).geometryGroup()
            Text("h").background(alignment: .bottom) { Color.red }.ignoresSafeArea(.keyboard, edges: .bottom).ignoresSafeArea(.container, edges: .top)
            Rectangle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
            Rectangle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
            Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
            Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red]), center: .center, angle: .degrees(90)))
            Rectangle().fill(EllipticalGradient(colors: [.red, .blue]))
            Circle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2, dash: [2])); Circle().fill(style: FillStyle(eoFill: true))
            Rectangle().size(width: 10, height: 10).offset(x: 1, y: 1).fill(.red)
            Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).stroke()
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(.red)
            Text("i").colorInvert()
            Text("j").rotationEffect(.radians(.pi)).scaleEffect(CGSize(width: 1, height: 2)).offset(CGSize(width: 1, height: 1)).hidden()
            Text("k").environment(\.font, .body).environment(\.locale, Locale(identifier: "fr")).environment(\.sizeCategory, .accessibilityLarge).environment(\.layoutDirection, .rightToLeft)
            Text("l").toolbarBackground(.visible, for: .navigationBar).toolbarBackground(Color.red, for: .navigationBar, .tabBar).toolbarColorScheme(.dark, for: .navigationBar)
            Text("m").foregroundStyle(Color.accentColor.gradient).dynamicTypeSize(.large)
            Text("n").presentationContentInteraction(.scrolls).scrollIndicatorsFlash(onAppear: true)
            Text("o").shadow(radius: 5).blur(radius: 1).padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("p").foregroundStyle(.tint).tint(Color(hue: 0.5, saturation: 0.5, brightness: 0.5))
            Text("q").animation(.smooth, value: show).animation(.snappy(duration: 0.2), value: show).animation(.spring(.bouncy), value: show)
            Text("r").opacity(show ? 1 : 0).zIndex(1).clipShape(.capsule).clipped(antialiased: true)
        }
        .coordinateSpace(.named("root"))
    }
}

extension Color {
    static func resolving(_ environment: EnvironmentValues) -> Color.Resolved { Color.red.resolve(in: environment) }
}

func idiomTransforms() -> CGAffineTransform {
    CGAffineTransform(rotationAngle: 1).rotated(by: 1).scaledBy(x: 1, y: 2).translatedBy(x: 1, y: 1).concatenating(.identity).inverted()
}
