import Testing
import Trellis
import TrellisLayout

/// SwiftUI's stack rules, one test per rule, with expected frames worked out by hand for a
/// measurer whose characters are 10 points wide (body text is 20.29 points tall, its wrapped lines 22 apart).
@MainActor
struct StackLayoutTests {
    @Test func spacerBetweenTwoTextsTakesWhatTheTextsLeave() {
        let layout = layOut(HStack { Text("ab"); Spacer(); Text("cd") })
        #expect(layout.frame() == rect(0, 39.855, 200, 20.29))
        #expect(layout.frame(0) == rect(0, 39.855, 20, 20.29))
        #expect(layout.frame(1) == rect(28, 50, 144, 0))
        #expect(layout.frame(2) == rect(180, 39.855, 20, 20.29))
    }

    @Test func textBesideASpacerGetsAllItNeedsFirst() {
        // Offered half (96) the text would wrap; the spacer keeps back only its 8 points.
        let layout = layOut(HStack { Text("aaaa aaaa aaaa"); Spacer() })
        #expect(layout.frame(0) == rect(0, 39.855, 140, 20.29))
        #expect(layout.frame(1).width == 52)
    }

    @Test func flexibleChildTakesWhatTheFixedOneLeaves() {
        let layout = layOut(HStack { Color.red; Text("abc") })
        #expect(layout.frame(0) == rect(0, 0, 162, 100))
        #expect(layout.frame(1) == rect(170, 39.855, 30, 20.29))
    }

    @Test func leastFlexibleChildIsOfferedItsShareFirst() {
        // "bbbb bbbb" (flexibility 50) goes before "aaaa aaaa aaaa" (100): offered 75 it wraps.
        let layout = layOut(HStack(spacing: 0) { Text("aaaa aaaa aaaa"); Text("bbbb bbbb") }, in: CGSize(width: 150, height: 100))
        #expect(layout.frame(0).width == 90)
        #expect(layout.frame(1).width == 40)
        #expect(layout.frame(1).height == 42.29)
    }

    @Test func higherLayoutPriorityIsOfferedEverythingButTheOthersMinimum() {
        let layout = layOut(
            HStack(spacing: 0) { Text("aaaa aaaa aaaa"); Text("bbbb bbbb").layoutPriority(1) },
            in: CGSize(width: 150, height: 100))
        #expect(layout.frame(1).width == 90)
        #expect(layout.frame(0).width == 40)
        #expect(layout.frame(0).height == 64.29)
    }

    @Test func stackIsTheSumAlongAndTheLargestAcross() {
        let layout = layOut(VStack(spacing: 4) { Text("abcd"); Text("ab") })
        #expect(layout.frame() == rect(80, 27.71, 40, 44.58))
        #expect(layout.frame(1) == rect(90, 52, 20, 20.29))
    }

    @Test func crossAxisAlignmentPlacesChildrenAcross() {
        let leading = layOut(VStack(alignment: .leading) { Text("abcd"); Text("ab") })
        #expect(leading.frame(1).minX == leading.frame().minX)
        let bottom = layOut(HStack(alignment: .bottom) { Text("a").font(.largeTitle); Text("b") })
        #expect(bottom.frame(1).maxY == bottom.frame().maxY)
    }

    @Test func dividerSpansTheStackAcross() {
        let layout = layOut(VStack { Text("ab"); Divider() })
        #expect(layout.frame() == rect(0, 35.355, 200, 29.29))
        #expect(layout.frame(1) == rect(0, 63.645, 200, 1))
    }

    @Test func zStackIsTheUnionWithChildrenAligned() {
        let layout = layOut(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 60, height: 40); Text("ab") })
        #expect(layout.frame() == rect(70, 30, 60, 40))
        #expect(layout.frame(1) == rect(110, 49.71, 20, 20.29))
    }

    @Test func emptyViewsTakeNoSpacing() {
        let layout = layOut(HStack { Text("ab"); EmptyView(); Text("cd") })
        #expect(layout.frame().width == 48)
    }
}
