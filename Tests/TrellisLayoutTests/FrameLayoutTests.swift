import Testing
import Trellis
import TrellisLayout

/// Padding, frames and fixedSize, with the 10-points-a-character measurer.
@MainActor
struct FrameLayoutTests {
    @Test func nestedPaddingAddsEachInset() {
        let layout = layOut(Text("ab").padding(10).padding(5))
        #expect(layout.frame() == rect(75, 24.855, 50, 50.29))
        #expect(layout.frame(0) == rect(80, 29.855, 40, 40.29))
        #expect(layout.frame(0, 0) == rect(90, 39.855, 20, 20.29))
    }

    @Test func paddingNarrowsTheProposalSoTextWraps() {
        let layout = layOut(Text("aaaa bbbb").padding(.horizontal, 60))
        #expect(layout.frame(0).size == CGSize(width: 40, height: 42.29))
    }

    @Test func fixedFramePlacesItsChildWithItsAlignment() {
        let topLeading = layOut(Text("ab").frame(width: 100, height: 50, alignment: .topLeading))
        #expect(topLeading.frame() == rect(50, 25, 100, 50))
        #expect(topLeading.frame(0) == rect(50, 25, 20, 20.29))
        let bottomTrailing = layOut(Text("ab").frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(bottomTrailing.frame(0) == rect(130, 54.71, 20, 20.29))
    }

    @Test func frameWithOnlyAWidthTakesTheChildsHeight() {
        let layout = layOut(Text("ab").frame(width: 100))
        #expect(layout.frame() == rect(50, 39.855, 100, 20.29))
    }

    @Test func infiniteMaxWidthTakesTheWholeProposal() {
        let layout = layOut(Text("ab").frame(maxWidth: .infinity))
        #expect(layout.frame() == rect(0, 39.855, 200, 20.29))
        #expect(layout.frame(0) == rect(90, 39.855, 20, 20.29))
        let leading = layOut(Text("ab").frame(maxWidth: .infinity, alignment: .leading))
        #expect(leading.frame(0).minX == 0)
    }

    @Test func minimumWidthClampsTheChildsWidth() {
        let layout = layOut(Text("ab").frame(minWidth: 50))
        #expect(layout.frame() == rect(75, 39.855, 50, 20.29))
    }

    @Test func maximumWidthNarrowsWhatTheChildIsOffered() {
        let layout = layOut(Text("aaaa bbbb").frame(maxWidth: 60))
        #expect(layout.frame().size == CGSize(width: 60, height: 42.29))
        #expect(layout.frame(0).width == 40)
    }

    @Test func fixedSizeKeepsTheIdealWidthInANarrowFrame() {
        let wrapped = layOut(Text("aaaa bbbb").frame(width: 50))
        #expect(wrapped.frame(0).size == CGSize(width: 40, height: 42.29))
        let fixed = layOut(Text("aaaa bbbb").fixedSize().frame(width: 50))
        #expect(fixed.frame(0).size == CGSize(width: 90, height: 20.29))
        #expect(fixed.frame(0).minX == 55)
    }

    @Test func backgroundIsSizedByItsContent() {
        let layout = layOut(Text("ab").padding(4).background(Color.red))
        #expect(layout.frame() == rect(86, 35.855, 28, 28.29))
        #expect(layout.frame(1) == layout.frame())
    }

    @Test func overlayIsPlacedWithItsAlignment() {
        let layout = layOut(Color.red.frame(width: 60, height: 40).overlay(alignment: .topLeading) { Text("a") })
        #expect(layout.frame(1) == rect(70, 30, 10, 20.29))
    }

    @Test func negativeAndNaNLengthsNeverMakeANegativeFrame() {
        let layout = layOut(Text("ab").frame(width: -20, height: .nan))
        #expect(layout.frame().width >= 0)
        #expect(!layout.frame().height.isNaN)
    }
}
