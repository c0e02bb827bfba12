import Testing
import Trellis
import TrellisLayout

/// `containerRelativeFrame` sized by layout from the nearest container, and a Grid sharing the
/// width it is offered among its columns; frames worked out by hand for the measurer whose
/// characters are 10 points wide (body text 20.29 points tall, its wrapped lines 22 apart) on a 200 × 100 canvas.
@MainActor
struct ContainerRelativeFrameTests {
    @Test func outsideAnyContainerTheFrameIsTheCanvasWidthWhateverItsParentOffers() {
        let layout = layOut(VStack { Text("ab").containerRelativeFrame(.horizontal) }.frame(width: 50))
        #expect(layout.frame(0, 0) == rect(0, 39.855, 200, 20.29))
        #expect(layout.frame(0, 0, 0) == rect(90, 39.855, 20, 20.29))
    }

    @Test func countSpanAndSpacingShareTheHorizontalScrollViewsWidth() {
        // (200 - 2 × 10) / 3 × 2 + 10 = 130 for each card, the next one 10 further on.
        let layout = layOut(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(height: 40).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
            }
        })
        #expect(layout.frame(0, 0) == rect(0, 30, 130, 40))
        #expect(layout.frame(0, 1) == rect(140, 30, 130, 40))
        #expect(layout.frame(0) == rect(0, 30, 410, 40))
    }

    @Test func contentMarginsNarrowTheScrollViewsContainer() {
        // The carousel: one card a screen, the margins kept clear, the next card past the edge.
        let layout = layOut(ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<3) { _ in
                    Color.red.containerRelativeFrame(.horizontal, count: 1, spacing: 16).frame(height: 50)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned))
        #expect(layout.frame(0, 0, 0) == rect(16, 25, 168, 50))
        #expect(layout.frame(0, 0, 1) == rect(196, 25, 168, 50))
    }

    @Test func theClosureGetsTheContainersLengthAlongEachAxis() {
        var seen: [String] = []
        let layout = layOut(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            seen.append("\(axis == .horizontal ? "h" : "v")\(Int(length))")
            return axis == .horizontal ? length / 4 : length / 2
        })
        #expect(layout.frame() == rect(75, 25, 50, 50))
        #expect(Set(seen) == ["h200", "v100"])
    }

    @Test func inAVerticalScrollViewTheFrameIsTheVisibleHeightThoughNoHeightIsOffered() {
        let layout = layOut(ScrollView { Text("ab").containerRelativeFrame(.vertical, alignment: .top) })
        #expect(layout.frame(0) == rect(90, 0, 20, 100))
        #expect(layout.frame(0, 0) == rect(90, 0, 20, 20.29))
    }

    @Test func theNearestScrollViewIsTheContainerNotTheCanvas() {
        let layout = layOut(ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal).frame(height: 10) }.frame(width: 120))
        #expect(layout.frame(0, 0, 0).width == 120)
    }

    @Test func inANavigationStackTheContainerIsTheAreaBelowTheBar() {
        let layout = layOut(NavigationStack {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }
                Spacer(minLength: 0)
            }
            .navigationTitle("T")
            .navigationBarTitleDisplayMode(.inline)
        })
        let relative = layout.nodes.indices.first { index in
            if case .fixedFrame(let frame) = layout.kind(of: index), frame.containerRelative != nil { true } else { false }
        }
        // 100 - 44 for the bar, halved.
        #expect(relative.map { layout.nodes[$0].frame.height } == 28)
    }

    @Test func theClosureRunsOnTheMainActorWhenLayoutRunsOffIt() async {
        let tree = Color.red.containerRelativeFrame(.horizontal) { length, _ in
            MainActor.assertIsolated()
            return length / 2
        }.resolved(in: EnvironmentValues())
        let layout = await Task.detached { LayoutEngine.fixedAdvance.layout(tree, in: CGSize(width: 200, height: 100)) }.value
        #expect(layout.frame() == rect(50, 0, 100, 100))
    }

    // MARK: - Grids of infinite-width tiles

    @Test func aGridOfInfiniteWidthTilesInAScrollViewFillsItsWidth() {
        // A vertical scroll view offers its width; the two columns share 200 - 10.
        let layout = layOut(ScrollView {
            Grid(horizontalSpacing: 10) {
                GridRow { Text("a").frame(maxWidth: .infinity); Text("b").frame(maxWidth: .infinity) }
            }
        })
        #expect(layout.frame(0) == rect(0, 0, 200, 20.29))
        #expect(layout.frame(0, 0, 0) == rect(0, 0, 95, 20.29))
        #expect(layout.frame(0, 0, 1) == rect(105, 0, 95, 20.29))
    }

    @Test func aGridColumnOfTextKeepsItsWidthBesideAColumnThatFills() {
        let layout = layOut(Grid {
            GridRow { Text("abc"); Color.red.frame(maxWidth: .infinity, maxHeight: 10) }
        })
        #expect(layout.frame(0, 0) == rect(0, 39.855, 30, 20.29))
        #expect(layout.frame(0, 1) == rect(38, 45, 162, 10))
    }

    @Test func aGridOfferedNoWidthKeepsItsColumnsIdealWidths() {
        let layout = layOut(ScrollView(.horizontal) {
            Grid { GridRow { Text("a").frame(maxWidth: .infinity); Text("bc").frame(maxWidth: .infinity) } }
        })
        #expect(layout.frame(0).width == 38)
    }

    @Test func aLazyGridOfFlexibleItemsInAScrollViewFillsItsWidth() {
        let layout = layOut(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                Text("a").frame(maxWidth: .infinity); Text("b").frame(maxWidth: .infinity)
            }
        })
        #expect(layout.frame(0, 0) == rect(0, 0, 96, 20.29))
        #expect(layout.frame(0, 1) == rect(104, 0, 96, 20.29))
    }
}
