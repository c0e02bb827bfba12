import Testing
import Trellis
@testable import TrellisLayout

/// `aspectRatio(_:contentMode:)` on the 200×100 canvas, with the fixed-advance measurer.
@MainActor
struct AspectRatioLayoutTests {
    @Test func fitTakesTheLargestSizeOfTheRatioInsideTheProposal() {
        let layout = layOut(Color.red.aspectRatio(1, contentMode: .fit))
        #expect(layout.frame() == rect(50, 0, 100, 100))
        let wide = layOut(Color.red.aspectRatio(4, contentMode: .fit))
        #expect(wide.frame() == rect(0, 25, 200, 50))
    }

    @Test func fillTakesTheSmallestSizeOfTheRatioAroundTheProposal() {
        let layout = layOut(Color.red.aspectRatio(1, contentMode: .fill))
        #expect(layout.frame() == rect(0, -50, 200, 200))
    }

    @Test func oneUnspecifiedDimensionFollowsTheOther() {
        let layout = layOut(Color.red.aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true))
        #expect(layout.frame(0).size == CGSize(width: 200, height: 100))
        let tall = layOut(Color.red.aspectRatio(0.5, contentMode: .fit).frame(width: 40))
        #expect(tall.frame(0).size == CGSize(width: 40, height: 80))
    }

    @Test func fittingIntoAZeroHeightGivesNothingAndFillingCoversTheWidth() {
        #expect(LayoutPass.aspectSize(ratio: 1, mode: .fit, width: 100, height: 0) == .zero)
        #expect(LayoutPass.aspectSize(ratio: 2, mode: .fill, width: 100, height: 0) == CGSize(width: 100, height: 50))
        #expect(LayoutPass.aspectSize(ratio: 1, mode: .fit, width: 0, height: 100) == .zero)
    }

    @Test func aFittedShapeInAColumnTakesWhatItsFixedSiblingsLeave() {
        // A player's square artwork above fixed rows and a spacer: it is the column's most
        // flexible child but the spacer, so it is sized last and fills the width.
        let column = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            Color.green.aspectRatio(1, contentMode: .fit)
            Color.blue.frame(height: 40)
            Spacer()
        }
        let layout = layOut(column, in: CGSize(width: 200, height: 300))
        #expect(layout.frame(0, 1).size == CGSize(width: 200, height: 200))
    }

    @Test func aNilRatioIsTheChildsIdealShape() {
        // A resizable symbol's ideal size is its natural 1:1 box (the fixed engine's aspect ratio).
        let layout = layOut(Image(systemName: "star").resizable().scaledToFit())
        #expect(layout.frame() == rect(50, 0, 100, 100))
    }

    @Test func theModifierIsAsBigAsItsChildChooses() {
        // A text does not grow to the proposed square: the modifier hugs it.
        let layout = layOut(Text("ab").aspectRatio(1, contentMode: .fit))
        #expect(layout.frame().size == CGSize(width: 20, height: 20.29))
    }

    @Test func imageScaleSizesASymbolFromItsFont() {
        let medium = layOut(Image(systemName: "star")).frame().height
        let large = layOut(Image(systemName: "star").imageScale(.large)).frame().height
        let small = layOut(Image(systemName: "star").imageScale(.small)).frame().height
        #expect(medium == LayoutPass.symbolHeight(fontSize: 17))
        #expect(small < medium && medium < large)
    }
}
