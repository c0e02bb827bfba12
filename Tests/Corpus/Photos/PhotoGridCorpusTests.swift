import CorpusSupport
import Testing
import Trellis
import TrellisTesting

/// A photo library as an app writes it: a `LazyVGrid` of adaptive `GridItem`s in a
/// `ScrollView`, square thumbnails of colors and symbols (`aspectRatio(1, contentMode: .fill)`,
/// `clipped`), links by value to a detail screen with `.navigationDestination(for:)`, and a
/// toolbar with a leading button, a trailing group and a bottom bar on the detail screen.
@MainActor @Suite struct PhotoGridCorpusTests {
    private func texts(of view: some View) -> [String] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    @Test func theGridShowsEveryPhotoAndTheFavoritesFilterShowsThree() {
        #expect(texts(of: PhotoGridView()).contains("12 Photos"))
        let favorites = texts(of: PhotoGridView(showsFavoritesOnly: true))
        #expect(favorites.contains("3 Photos"))
        #expect(favorites.contains("Favorites"))
    }

    @Test func theAdaptiveGridFitsThreeColumnsOnAPhone() async throws {
        let rendering = await renderCorpus([(id: "photos", view: { AnyView(PhotoGridView()) })])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        // 390 points hold three 110-point columns with 2 between them: (390 - 4) / 3 = 128.67.
        let html = try #require(rendering.documents["marigold/photos.html"])
        #expect(html.contains("width:128.67px"), "the thumbnails are not three to a row")
    }

    @Test func rendersValidHTMLAndSVGWithADetailPageForEachPhoto() async {
        let rendering = await renderCorpus([
            (id: "photos", view: { AnyView(PhotoGridView()) }),
            (id: "favorites", view: { AnyView(PhotoGridView(showsFavoritesOnly: true)) }),
            (id: "previews", view: { AnyView(PhotoGridView_Previews.previews) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for document in rendering.documents(ofPage: "photos.") {
            #expect(document.text.contains("12 Photos"), "\(document.path)")
        }
        let details = rendering.documents.keys.filter { $0.hasPrefix("marigold/photos--") && $0.hasSuffix(".html") }
        #expect(details.count == Photo.library.count, "\(details.sorted())")
        #expect(rendering.documents.keys.contains { $0.hasPrefix("marigold/photos--") && rendering.documents[$0]!.contains("Sunrise") })
    }

    @Test func theGridAndADetailScreenKeepTheirGoldens() {
        assertGolden(of: PhotoGridView(), as: [.dump, .html, .svg], named: "grid", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: NavigationStack { PhotoDetailView(photo: Photo.library[0]) }, as: [.dump, .html, .svg], named: "detail", themes: [.marigold])
    }
}
