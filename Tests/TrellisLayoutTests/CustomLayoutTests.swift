import Testing
import Trellis
import TrellisLayout

/// Custom `Layout`s, `AnyLayout` and the preference and anchor modifiers: the engine asks an
/// app's layout for its size and places, and an overlay reads what its content handed up.
/// Expected frames follow from the fixed sizes given.
@MainActor
struct CustomLayoutTests {
    func layOut<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    func frames(_ layout: LaidOutTree, size: CGSize) -> [CGRect] {
        layout.nodes.indices.map { layout[$0].frame }.filter { $0.size == size }
    }

    /// Each subview one step further down and right, at its ideal size; as tall as the steps.
    struct Staircase: Layout {
        var step: CGFloat = 30

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: step * CGFloat(subviews.count), height: step * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(index), y: bounds.minY + step * CGFloat(index)),
                              anchor: .topLeading, proposal: .unspecified)
            }
        }
    }

    struct Width: LayoutValueKey {
        static let defaultValue: CGFloat = 10
    }

    /// Offers each subview the width its `Width` value asks for, side by side.
    struct ByValue: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0[Width.self] }.reduce(0, +), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let width = subview[Width.self]
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 20))
                x += width
            }
        }
    }

    @Test func aCustomLayoutChoosesItsSizeAndItsSubviewsPlaces() throws {
        let layout = layOut(Staircase { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 24, height: 12) })
        let box = try #require(frames(layout, size: CGSize(width: 60, height: 60)).first)
        let first = try #require(frames(layout, size: CGSize(width: 20, height: 10)).last)
        let second = try #require(frames(layout, size: CGSize(width: 24, height: 12)).last)
        #expect(first.origin == box.origin)
        #expect(second.minX - box.minX == 30 && second.minY - box.minY == 30)
    }

    @Test func aSubviewsLayoutValueReachesItsLayoutAndAnUnsetOneIsTheDefault() throws {
        let layout = layOut(ByValue { Color.red.layoutValue(key: Width.self, value: 70); Color.blue })
        let wide = try #require(frames(layout, size: CGSize(width: 70, height: 20)).last)
        let plain = try #require(frames(layout, size: CGSize(width: 10, height: 20)).last)
        #expect(plain.minX == wide.maxX)
        #expect(frames(layout, size: CGSize(width: 80, height: 20)).count >= 1)
    }

    @ViewBuilder func content() -> some View {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 60, height: 20)
    }

    @Test func anAnyLayoutOfAStackLaysOutAsThatStack() {
        let erased = layOut(AnyLayout(HStackLayout(spacing: 10)) { content() })
        let stack = layOut(HStack(spacing: 10) { content() })
        #expect(erased.nodes.map { $0.frame } == stack.nodes.map { $0.frame })
        let vertical = layOut(AnyLayout(VStackLayout(spacing: 4)) { content() })
        #expect(frames(vertical, size: CGSize(width: 60, height: 44)).count == 1)
    }

    struct Widest: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    @Test func anOverlayReadsThePreferenceItsContentReduced() throws {
        let view = VStack {
            Color.red.frame(width: 40, height: 20).preference(key: Widest.self, value: 40)
            Color.red.frame(width: 90, height: 20).preference(key: Widest.self, value: 90)
            Color.red.frame(width: 60, height: 20).preference(key: Widest.self, value: 60)
        }
        .overlayPreferenceValue(Widest.self, alignment: .bottom) { widest in
            Color.green.frame(width: widest, height: 3)
        }
        let layout = layOut(view)
        let lines = layout.nodes.indices.map { layout[$0].frame }.filter { $0.height == 3 }
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.width == 90 })
    }

    struct Bounds: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    @Test func anUnderlineReadsTheSelectedTabsAnchorInItsReadersCoordinates() throws {
        let view = HStack(spacing: 16) {
            Color.red.frame(width: 40, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { [0: $0] }
            Color.red.frame(width: 64, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { [1: $0] }
        }
        .overlayPreferenceValue(Bounds.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[1] {
                    Color.blue.frame(width: proxy[anchor].width, height: 3)
                        .padding(.leading, proxy[anchor].minX).padding(.top, proxy[anchor].maxY)
                }
            }
        }
        let layout = layOut(view)
        let tab = try #require(frames(layout, size: CGSize(width: 64, height: 20)).last)
        let line = try #require(frames(layout, size: CGSize(width: 64, height: 3)).last)
        #expect(line.minX == tab.minX)
        #expect(line.minY == tab.maxY)
    }
}
