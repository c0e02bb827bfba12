import Testing
import Trellis

// `containerRelativeFrame` as iOS 17 app code writes it (only `import SwiftUI` changed), in
// Swift 5 mode: a paging carousel, columns as shares of the screen, and the closure form.

struct FeaturedCarousel: View {
    let names = ["Lisbon", "Kyoto", "Oaxaca"]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(names, id: \.self) { name in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.blue.gradient)
                        .overlay { Text(name).foregroundStyle(.white) }
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                        .frame(height: 180)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
    }
}

struct PosterShelf: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(0..<6) { index in
                    Color.orange
                        .aspectRatio(2 / 3, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 3, span: index == 0 ? 2 : 1, spacing: 10)
                }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

struct HeroBanner: View {
    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .scaledToFill()
            .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .vertical ? length / 3 : length
            }
            .clipped()
    }
}

@MainActor
struct CorpusContainerRelativeTests {
    @Test func theCarouselsCardsTakeTheScrollViewsWidthLessItsMargins() {
        let dump = FeaturedCarousel().resolved().dump()
        #expect(dump.contains("containerRelative=horizontal count=1 span=1 spacing=16"), "\(dump)")
    }

    @Test func theShelfAndBannerResolve() {
        #expect(PosterShelf().resolved().dump().contains("count=3 span=2 spacing=10"))
        #expect(HeroBanner().resolved().dump().contains("containerRelative=both length=closure"))
    }
}
