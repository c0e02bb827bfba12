import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Reusable SwiftUI component-library code as public design-system packages write it (button,
/// toggle, label, progress, text-field, group-box, disclosure, menu and gauge styles; a flow
/// layout, a radial layout, AnyLayout; anchor preferences; insettable and animatable shapes;
/// custom transitions; a modifier library; generic containers; environment keys; dynamic
/// properties; toasts, ratings, a segmented control, a stepper, badges, avatars, skeletons and a
/// carousel) with its demo app, compiled with only `import SwiftUI` changed.
@MainActor @Suite struct DesignSystemsCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(DesignSystemsScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-j")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in DesignSystemsScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func kinds(of view: some View) -> [ResolvedNode.Kind] {
        view.resolved().root.subtree(includingDestinations: false).map(\.kind)
    }

    private func symbols(of view: some View) -> [String] {
        kinds(of: view).compactMap { kind -> String? in
            if case .image(let image) = kind { image.systemName } else { nil }
        }
    }

    @Test func theAppsOwnCheckboxStyleWinsOverTheMacOne() {
        // The app's CheckboxToggleStyle draws an SF Symbol square; the macOS one draws a shape.
        let drawn = symbols(of: Toggle("Terms", isOn: .constant(true)).toggleStyle(.checkbox))
        #expect(drawn.contains { $0 == "checkmark.square.fill" })
    }

    @Test func aCustomTextFieldStyleDrawsItsIconAroundThePlainField() {
        let styled = symbols(of: TextField("Name", text: .constant("")).textFieldStyle(OutlinedTextFieldStyle(icon: "person")))
        #expect(styled.contains("person"))
        #expect(symbols(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)).isEmpty)
    }

    @Test func aCustomMenuStyleDrawsItsBorderAroundTheMenu() {
        let menu = Menu("Theme") { Button("Sunset") {} }
        let styled = kinds(of: menu.menuStyle(BorderedMenuStyle()))
        let plain = kinds(of: menu.menuStyle(.button))
        #expect(styled.contains { if case .padding = $0 { true } else { false } })
        #expect(!plain.contains { if case .padding = $0 { true } else { false } })
    }

    @Test func threeScreensKeepTheirGoldens() {
        assertGolden(of: UnderlineTabBar(titles: ["All", "Popular", "Recent"], selection: .constant(1)).padding(), as: [.dump, .html, .svg], named: "tabs", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: LayoutSwitcherDemo(), as: [.dump, .html, .svg], named: "radial", themes: [.marigold])
        assertGolden(of: TagCloud(tags: .constant(Tag.samples)).padding(), as: [.dump, .html, .svg], named: "tag-cloud", themes: [.marigold])
    }
}
