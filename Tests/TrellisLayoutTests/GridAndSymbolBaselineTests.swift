import Testing
import Trellis
import TrellisLayout

/// Baselines where last session's rule did not reach: Grid rows, lazy-grid items and symbol
/// images. Each expectation compares baselines found in the laid-out lines, so it reads where a
/// text's baseline falls from the measurer, not from the rule.
@MainActor
struct GridAndSymbolBaselineTests {
    func layOut<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    /// The canvas y of each text's first and last baseline, in tree order.
    func baselines(_ layout: LaidOutTree) -> [(first: CGFloat, last: CGFloat)] {
        layout.nodes.indices.compactMap { index in
            guard case .text = layout.kind(of: index), let first = layout[index].lines.first, let last = layout[index].lines.last else { return nil }
            return (layout[index].frame.minY + first.baseline, layout[index].frame.minY + last.baseline)
        }
    }

    func firstImage(_ layout: LaidOutTree) -> CGRect {
        layout[layout.nodes.indices.first { if case .image = layout.kind(of: $0) { true } else { false } }!].frame
    }

    @Test func aGridRowAlignedByItsFirstBaselinePutsItsCellsTextsOnOneLine() {
        let lines = baselines(layOut(Grid {
            GridRow(alignment: .firstTextBaseline) {
                Text("42").font(.largeTitle)
                Text("kg").font(.caption)
                Text("Weight\nthis week")
            }
        }))
        #expect(abs(lines[0].first - lines[1].first) < 0.01 && abs(lines[0].first - lines[2].first) < 0.01, "\(lines)")
    }

    @Test func aGridsOwnAlignmentAlignsTheRowsThatSetNone() {
        let lines = baselines(layOut(Grid(alignment: .leadingLastTextBaseline) {
            GridRow {
                Text("Two\nlines")
                Text("End").font(.title)
            }
        }))
        #expect(abs(lines[0].last - lines[1].last) < 0.01, "\(lines)")
    }

    @Test func lazyGridItemsAlignedByBaselineShareTheirRowsBaseline() {
        let columns = [GridItem(.flexible(), alignment: .leadingFirstTextBaseline), GridItem(.flexible(), alignment: .leadingFirstTextBaseline)]
        let lines = baselines(layOut(LazyVGrid(columns: columns) {
            Text("Ferns").font(.title)
            Text("12 pots").font(.caption)
            Text("Cacti")
            Text("3").font(.largeTitle)
        }))
        #expect(abs(lines[0].first - lines[1].first) < 0.01, "\(lines)")
        #expect(abs(lines[2].first - lines[3].first) < 0.01, "\(lines)")
    }

    @Test func aSymbolSitsOnItsFontsBaselineCenteredOnTheCapitals() {
        let layout = layOut(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star")
            Text("Favorites")
        })
        let image = firstImage(layout), baseline = baselines(layout)[0].first
        // Body is 17 pt; half of a text face's cap height is about 0.35 em, so the symbol's middle
        // is about 6 pt above the line (its bottom edge on it would be about 10 pt lower).
        let rise = (baseline - image.midY) / 17
        #expect(rise > 0.33 && rise < 0.37, "symbol middle \(image.midY), baseline \(baseline)")
    }

    @Test func aLargerSymbolStaysCenteredOnTheSameCapitals() {
        let small = layOut(HStack(alignment: .firstTextBaseline) { Image(systemName: "leaf"); Text("Plants") })
        let large = layOut(HStack(alignment: .firstTextBaseline) { Image(systemName: "leaf").imageScale(.large); Text("Plants") })
        let smallRise = baselines(small)[0].first - firstImage(small).midY
        let largeRise = baselines(large)[0].first - firstImage(large).midY
        #expect(abs(smallRise - largeRise) < 0.02, "\(smallRise) \(largeRise)")
        #expect(firstImage(large).height > firstImage(small).height)
    }

    @Test func aResizableSymbolIsAPictureWithItsBottomOnTheBaseline() {
        let layout = layOut(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star").resizable().frame(width: 30, height: 30)
            Text("Favorites")
        })
        #expect(abs(firstImage(layout).maxY - baselines(layout)[0].first) < 0.01)
    }
}
