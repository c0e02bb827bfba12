import Testing
import Trellis

/// The list, grid and sheet modifier corpus resolves into the structure its screens are written to have,
/// and each API shows its line in the dump.
@MainActor
@Suite struct CorpusListGridAndSheetModifiersTests {
    @Test func alarmSettingsShowATightenableLabelAWheelSpacedSectionsAndAClearBackground() {
        let dump = AlarmSettingsView().resolved().dump()
        #expect(dump.contains("allowsTightening"))
        // The wheel shows 9 min in the middle with two options above and below it.
        for shown in ["1 min", "5 min", "9 min", "10 min", "15 min"] { #expect(dump.contains("text \"\(shown)\""), "\(shown)") }
        #expect(!dump.contains("text \"20 min\""))
        #expect(dump.contains("sectionSpacing=20"))
        #expect(dump.contains("sectionSpacing=40"))
        #expect(dump.contains("list insetGrouped background=#000000@0"))
        #expect(dump.contains("sectionSpacing=12"))
    }

    @Test func receiptGridMarksItsPriceColumnTrailing() {
        let dump = ReceiptGridView().resolved().dump()
        #expect(dump.contains("gridColumnAlignment=trailing"))
    }

    @Test func mailSplitViewHoldsBothColumnsAndTheSidebarForLayoutToChoose() {
        // Which one shows is the canvas's choice (ListGridAndSheetModifierLayoutTests in TrellisLayoutTests).
        let dump = MailboxSplitView().resolved().dump()
        #expect(dump.contains("viewThatFits axes=horizontal"))
        #expect(dump.components(separatedBy: "text \"Mailboxes\"").count - 1 == 2)
    }

    @Test func tripSheetWaitsForTheScreenHeightToSizeItsFractionDetent() {
        #expect(TripSheetView().resolved().dump().contains("geometryReader"))
    }
}
