import Foundation
import CorpusSupport
import Testing
import Trellis

/// The carousel screen (PhotoCarouselView.swift): its cards use
/// `.containerRelativeFrame(.horizontal, count: 1, spacing: 16)` in a horizontal ScrollView with
/// 16-point content margins, so on the 390-point phone each card is 358 points wide in both
/// formats (it was 10, a shape's size offered no width, while the modifier did nothing).
@MainActor @Suite struct CarouselCorpusTests {
    @Test func theCarouselsCardsAreAScreenWideLessTheContentMargins() async throws {
        let rendering = await renderCorpus([("carousel", { AnyView(PhotoCarouselView()) })], missingSymbols: .placeholder, folder: "apps")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let html = try #require(rendering.documents.first { $0.key.hasSuffix("carousel.html") }?.value)
        let svg = try #require(rendering.documents.first { $0.key.hasSuffix("carousel.svg") }?.value)
        // Each card's box, as the stylesheet writes it, 220 tall.
        #expect(html.components(separatedBy: "width:358px;height:220px").count - 1 >= 6, "\(html)")
        // The first card's outline runs from x 16 to 374 (its straight edges start 30.56 in, at
        // the continuous corners), the second starts at 16 + 358 + 12. Their top is wherever the
        // stack puts the scroll view (as tall as its cards), so only the edges' x is pinned.
        #expect(svg.range(of: #"M46\.56 [0-9.]+H343\.44"#, options: .regularExpression) != nil, "\(svg)")
        #expect(svg.range(of: #"M416\.56 [0-9.]+H713\.44"#, options: .regularExpression) != nil, "\(svg)")
    }
}
