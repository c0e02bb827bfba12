import Foundation
import Testing
import Trellis

// Asset-catalog images and colors as app code writes them (only `import SwiftUI` changed).

extension Color {
    static let brand = Color("Brand")
}

struct ProfileHeader: View {
    var name: String

    var body: some View {
        VStack(spacing: 8) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
            Text(name)
                .font(.headline)
                .foregroundColor(.brand)
            Image(decorative: "divider-flourish")
        }
        .padding()
        .background(Color("CardBackground", bundle: nil))
    }
}

/// The corpus screen resolved with a catalog registered as a render registers one: the images
/// take their files' sizes and the colors their scheme's value.
@MainActor @Suite struct CorpusAssetsTests {
    func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.namedAssets = NamedAssets(
            images: [
                "avatar": .init(size: CGSize(width: 120, height: 90), path: "assets/images/avatar.png"),
                "divider-flourish": .init(size: CGSize(width: 64, height: 8), path: "assets/images/divider-flourish.svg"),
            ],
            colors: [
                "Brand": Color(light: Color(red: 0.2, green: 0.4, blue: 0.8), dark: Color(red: 0.6, green: 0.8, blue: 1)),
                "CardBackground": Color(white: 0.95),
            ])
        return environment
    }

    @Test func theHeaderFindsItsImagesAndColorsInTheRegisteredCatalog() {
        let light = ProfileHeader(name: "Ada").resolved(in: environment(.light))
        let dark = ProfileHeader(name: "Ada").resolved(in: environment(.dark))
        #expect(light.unknownColorNames.isEmpty && dark.unknownColorNames.isEmpty)
        let images = light.root.subtree().compactMap { node -> ResolvedImage? in if case .image(let image) = node.kind { image } else { nil } }
        #expect(images.map(\.asset?.size) == [CGSize(width: 120, height: 90), CGSize(width: 64, height: 8)])
        #expect(images.map(\.isDecorative) == [false, true])
        func nameColor(_ tree: ResolvedTree) -> Color.Resolved? {
            tree.root.subtree().lazy.compactMap { node -> Color.Resolved? in if case .text(let text) = node.kind { text.color } else { nil } }.first
        }
        #expect(nameColor(light) == Color.Resolved(red: 0.2, green: 0.4, blue: 0.8))
        #expect(nameColor(dark) == Color.Resolved(red: 0.6, green: 0.8, blue: 1))
    }

    @Test func withoutACatalogTheNamesAreReportedNotGuessed() {
        let tree = ProfileHeader(name: "Ada").resolved()
        #expect(tree.unknownColorNames == ["Brand", "CardBackground"])
        let images = tree.root.subtree().compactMap { node -> ResolvedImage? in if case .image(let image) = node.kind { image } else { nil } }
        #expect(images.allSatisfy { $0.isAsset && $0.asset == nil })
    }
}
