import Testing
import Trellis
import TrellisLayout

/// The layout rules of list, grid and sheet modifiers: tightening, section spacing, grid column
/// alignment, the split view chosen by the canvas, and sheets at fraction and height detents.
@MainActor
struct ListGridAndSheetModifierLayoutTests {
    static let phone = CGSize(width: 390, height: 844)
    static let tablet = CGSize(width: 820, height: 1180)

    func text(_ string: String, lineLimit: Int? = 1, tightens: Bool) -> ResolvedText {
        ResolvedText(string: string, font: Font.body.resolve(), color: Color.Resolved(rgb: 0), lineLimit: lineLimit, alignment: .leading,
                     isUnderlined: false, isStrikethrough: false, spacing: ResolvedTextSpacing(allowsTightening: tightens))
    }

    @Test func aLineAlittleTooWideTightensInsteadOfTruncating() {
        let string = "Tightened to fit the line"
        let natural = measurer.layout(text(string, tightens: true), width: nil, height: nil).size.width
        let width = (natural * 0.98).rounded(.down)
        let plain = measurer.layout(text(string, tightens: false), width: width, height: nil)
        #expect(plain.isTruncated)
        let tight = measurer.layout(text(string, tightens: true), width: width, height: nil)
        #expect(!tight.isTruncated)
        #expect(tight.lines.map(\.text) == [string])
        #expect(tight.size.width <= width)
        #expect(tight.tightening < 0)
        // The least tightening that fits: a hundredth less would not.
        let looser = measurer.layout(text(string, tightens: false).tightened(by: tight.tightening + 0.01), width: width, height: nil)
        #expect(looser.isTruncated)
    }

    @Test func tighteningStopsAtFivePercentOfTheAverageAdvance() {
        let string = "Far too long to tighten into this line"
        let natural = measurer.layout(text(string, tightens: true), width: nil, height: nil).size.width
        let layout = measurer.layout(text(string, tightens: true), width: natural * 0.9, height: nil)
        #expect(layout.isTruncated)
        #expect(layout.tightening == 0)
        let bound = natural / CGFloat(string.count) * ResolvedText.tighteningFactor
        let justInside = measurer.layout(text(string, tightens: true), width: natural - bound * CGFloat(string.count) * 0.8, height: nil)
        #expect(!justInside.isTruncated)
        #expect(-justInside.tightening <= bound)
    }

    @Test func aTextThatFitsIsNeverTightened() {
        let layout = measurer.layout(text("Short", tightens: true), width: 300, height: nil)
        #expect(layout.tightening == 0)
    }

    func sectionGaps<V: View>(_ list: V) -> [CGFloat] {
        let layout = layOut(list, in: Self.phone)
        let sections = (0..<3).map { layout.frame(0, $0) }
        return zip(sections, sections.dropFirst()).map { $1.minY - $0.maxY }
    }

    @Test func listSectionSpacingSetsTheGapBetweenSections() {
        func list(_ spacing: ListSectionSpacing?) -> some View {
            let list = List {
                Section { Text("a") }
                Section { Text("b") }
                Section { Text("c") }
            }.listStyle(.insetGrouped)
            return Group { if let spacing { list.listSectionSpacing(spacing) } else { list } }
        }
        #expect(sectionGaps(list(nil)) == [35, 35])
        #expect(sectionGaps(list(.default)) == [35, 35])
        #expect(sectionGaps(list(.compact)) == [20, 20])
        #expect(sectionGaps(list(.custom(5))) == [5, 5])
    }

    @Test func aSectionsOwnSpacingIsHalfAboveAndHalfBelowAndWinsOverTheLists() {
        let list = List {
            Section { Text("a") }.listSectionSpacing(10)
            Section { Text("b") }.listSectionSpacing(30)
            Section { Text("c") }
        }
        .listStyle(.insetGrouped)
        .listSectionSpacing(.compact)
        // 10 and 30 meet half way; the last section, with none of its own, takes its neighbour's.
        #expect(sectionGaps(list) == [20, 30])
    }

    @Test func gridColumnAlignmentAlignsEveryCellOfItsColumn() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Text("abcd").gridColumnAlignment(.leading)
                Text("abcd").gridColumnAlignment(.trailing)
                Text("abcd")
            }
            GridRow {
                Text("a")
                Text("a")
                Text("a")
            }
        }
        let layout = layOut(grid, in: Self.phone)
        let columns = (0..<3).map { layout.frame(0, $0) }
        let cells = (0..<3).map { layout.frame(1, $0) }
        #expect(cells[0].minX == columns[0].minX)
        #expect(cells[1].maxX == columns[1].maxX)
        #expect(cells[2].midX == columns[2].midX)
    }

    func splitChoice(on canvas: CGSize) -> Int? {
        let split = NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
        let layout = layOut(split, in: canvas)
        guard case .viewThatFits(let choice) = layout.kind(of: 0) else { return nil }
        return choice.chosen
    }

    @Test func theCanvasChoosesTheSplitViewsColumns() {
        #expect(splitChoice(on: Self.phone) == 1)
        #expect(splitChoice(on: Self.tablet) == 0)
        #expect(splitChoice(on: CGSize(width: 1280, height: 800)) == 0)
    }

    func sheetCardHeights(_ detents: Set<PresentationDetent>, on canvas: CGSize) -> [CGFloat] {
        let screen = Text("Behind").sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents(detents)
        }
        let layout = layOut(screen, in: canvas)
        return layout.nodes.filter { $0.frame.maxY == canvas.height && $0.frame.width == canvas.width && $0.frame.minY > 0 }.map(\.frame.height)
    }

    @Test func aFractionDetentIsThatFractionOfTheLargeDetent() {
        #expect(sheetCardHeights([.fraction(0.3), .large], on: Self.phone).contains(0.3 * (844 - 10)))
        #expect(sheetCardHeights([.fraction(0.3)], on: Self.tablet).contains(0.3 * (1180 - 10)))
    }

    @Test func aHeightDetentBesideMediumIsTheSmallerOnEachCanvas() {
        #expect(sheetCardHeights([.height(500), .medium], on: Self.phone).contains(422))
        #expect(sheetCardHeights([.height(500), .medium], on: Self.tablet).contains(500))
    }
}
