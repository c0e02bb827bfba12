import Testing
import Trellis

/// The alignment corpus resolves with its guides as nodes of their own, named by their guides.
@MainActor
@Suite struct CorpusAlignmentTests {
    @Test func guidesResolveToNodesNamingTheirGuides() {
        let dump = AlignmentIdioms().resolved().dump()
        #expect(dump.components(separatedBy: "alignmentGuide vertical MyAlignment").count - 1 == 2)
        #expect(dump.components(separatedBy: "alignmentGuide horizontal LabelColumn").count - 1 == 2)
        #expect(dump.contains("alignmentGuide horizontal center"))
    }
}
