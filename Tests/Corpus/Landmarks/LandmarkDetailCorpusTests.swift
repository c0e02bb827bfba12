import CorpusSupport
import Foundation
import Testing
import TrellisSite
import TrellisTesting

/// Landmarks' detail screen as Apple's tutorial writes it (its map left out: MapKit is not
/// there to import): the landmark's photo from the app's asset catalog in a circle with a white
/// ring and a shadow, a favorite button bound to `$modelData.landmarks[i].isFavorite` through
/// `@EnvironmentObject`, and the description in a `ScrollView` under an inline title. The model
/// imports only Foundation and decodes the tutorial's JSON.
@MainActor @Suite struct LandmarkDetailCorpusTests {
    static let assets: AssetCatalog = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
        do { return try AssetCatalog(url: folder) } catch { fatalError("\(error)") }
    }()

    static func screen(_ index: Int = 0) -> some View {
        let modelData = ModelData()
        return NavigationStack {
            LandmarkDetail(landmark: modelData.landmarks[index])
        }
        .environmentObject(modelData)
        .environment(\.namedAssets, assets.namedAssets)
    }

    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    @Test func theScreenShowsTheLandmarkFromTheModel() {
        let texts = nodes(of: Self.screen()).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
        #expect(["Turtle Rock", "Joshua Tree National Park", "California", "About Turtle Rock"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test func thePhotoIsTheCatalogsImageAtItsSize() throws {
        let images = nodes(of: Self.screen()).compactMap { node -> ResolvedImage? in
            if case .image(let image) = node.kind, image.asset != nil { image } else { nil }
        }
        let photo = try #require(images.first)
        #expect(photo.asset?.path == "assets/images/turtlerock.svg")
        #expect(photo.asset?.size == Self.assets.image(named: "turtlerock")?.size)
    }

    @Test func theFavoriteButtonShowsTheModelsValue() {
        func symbols(_ index: Int) -> [String] {
            nodes(of: Self.screen(index)).compactMap { node -> String? in
                if case .image(let image) = node.kind { image.systemName } else { nil }
            }
        }
        #expect(symbols(0).contains("star.fill"))
        #expect(symbols(1).contains("star") && !symbols(1).contains("star.fill"))
    }

    @Test func rendersValidHTMLAndSVGThatReferenceTheImage() async {
        let rendering = await renderCorpus([
            (id: "landmark", view: { AnyView(Self.screen()) }),
            (id: "creek", view: { AnyView(Self.screen(1)) }),
            (id: "previews", view: { AnyView(LandmarkDetail_Previews.previews.environment(\.namedAssets, Self.assets.namedAssets)) }),
            (id: "circle", view: { AnyView(CircleImage_Previews.previews.environment(\.namedAssets, Self.assets.namedAssets)) }),
            (id: "favorite", view: { AnyView(FavoriteButton_Previews.previews) }),
        ], assets: Self.assets)
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        #expect(rendering.documents["marigold/landmark.html"]?.contains("assets/images/turtlerock.svg") == true)
        #expect(rendering.documents["marigold/landmark.svg"]?.contains("assets/images/turtlerock.svg") == true)
    }

    @Test func theDetailKeepsItsGoldens() {
        assertGolden(of: Self.screen(), as: [.dump, .html, .svg], named: "detail", colorSchemes: [.light, .dark])
    }
}
