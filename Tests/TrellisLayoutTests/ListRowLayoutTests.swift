import Testing
import Trellis
import TrellisLayout

/// `listRowInsets`, `listRowBackground` and `listRowSpacing`: a row's own insets move its
/// content, its background takes the row's frame, spaced rows stand apart.
@MainActor
struct ListRowLayoutTests {
    static let phone = CGSize(width: 390, height: 844)

    @Test func customInsetsMoveTheRowContent() {
        let layout = layOut(List {
            Text("ab").listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 10, trailing: 0))
        }.listStyle(.insetGrouped), in: Self.phone)
        let row = layout.frame(0, 0)
        let content = layout.frame(0, 0, 0)
        #expect(content.minX == row.minX + 40)
        // 30 + the text's 20.29-point line + 10.
        #expect(row.height == 60.29)
        #expect(content.minY == row.minY + 30)
    }

    @Test func zeroInsetsKeepTheMinimumRowHeight() {
        let layout = layOut(List { Text("ab").listRowInsets(EdgeInsets()) }.listStyle(.plain), in: Self.phone)
        let row = layout.frame(0, 0)
        #expect(row.height == 44)
        #expect(layout.frame(0, 0, 0).minX == row.minX)
    }

    @Test func insetsWrittenBeforeAPaddingStillReachTheRow() {
        let layout = layOut(List {
            Text("ab").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)).padding(.vertical, 4)
        }.listStyle(.plain), in: Self.phone)
        // row > padding > text: the padding keeps its place; the insets are the row's.
        #expect(layout.frame(0, 0, 0).minX == 50)
    }

    @Test func rowBackgroundFillsTheRowFrame() {
        let layout = layOut(List {
            Text("ab").listRowBackground(Color.red)
            Text("cd")
        }.listStyle(.insetGrouped), in: Self.phone)
        let row = layout.frame(0, 0)
        #expect(layout.frame(0, 0, 1) == row)
    }

    @Test func rowSpacingSeparatesConsecutiveRows() {
        let layout = layOut(List {
            Text("ab")
            Text("cd")
        }.listRowSpacing(12), in: Self.phone)
        #expect(layout.frame(0, 1).minY == layout.frame(0, 0).maxY + 12)
    }
}
