import Testing
import Trellis
import TrellisLayout

/// The navigation bar, lists and the segmented picker: iOS's metrics, decided by the engine.
@MainActor
struct ChromeLayoutTests {
    static let phone = CGSize(width: 390, height: 844)

    @Test func largeTitleBarIsTheBarAndTheTitleBand() {
        let layout = layOut(NavigationStack { Text("ab").navigationTitle("T") }, in: Self.phone)
        // 44 + 3 + largeTitle's 41-point leading + 8; the title's text is its natural 40.57.
        #expect(layout.frame(0) == rect(0, 0, 390, 96))
        #expect(layout.frame(0, 0) == rect(16, 47, 10, 40.57))
        // The content is centered in what the bar leaves.
        #expect(layout.frame(1) == rect(185, 96 + (748 - 20.29) / 2, 20, 20.29))
    }

    @Test func inlineTitleIsCenteredInTheBar() {
        let layout = layOut(
            NavigationStack { Text("ab").navigationTitle("Tt").navigationBarTitleDisplayMode(.inline) }, in: Self.phone)
        #expect(layout.frame(0).height == 44)
        #expect(layout.frame(0, 0) == rect(185, 11.855, 20, 20.29))
    }

    @Test func destinationBarHasABackButtonAtTheLeadingEdge() {
        let root = NavigationStack { NavigationLink("Go") { Text("x").navigationTitle("Next") }.navigationTitle("Home") }
        let tree = root.resolved(in: EnvironmentValues())
        guard case .navigationLink(let destination)? = tree.root.subtree().first(where: { if case .navigationLink = $0.kind { true } else { false } })?.kind else {
            Issue.record("no link")
            return
        }
        let layout = LayoutEngine.fixedAdvance.layout(destination.tree, in: Self.phone)
        let back = layout.frame(0, 0)
        #expect(back.minX == 8)
        #expect(back.midY == 22)
    }

    @Test func rowsAreAtLeastTheRowHeightAndInsetOnTheirCard() {
        let layout = layOut(List { Text("ab") }.listStyle(.insetGrouped), in: Self.phone)
        let row = layout.frame(0, 0)
        // Inset grouped: cards 16 points from the list's edges, content 16 points into the row.
        #expect(row.minX == 16)
        #expect(row.width == 358)
        #expect(row.height == 44)
        let content = layout.frame(0, 0, 0)
        #expect(content.minX == 32)
        #expect(content.midY == row.midY, "\(content) in \(row)")
    }

    @Test func linkRowEndsInAChevronAtTheTrailingEdge() {
        let layout = layOut(NavigationStack { List { NavigationLink("ab") { Text("x") } } }, in: Self.phone)
        // list > section > row > link > hstack > [label, spacer, chevron]
        let row = layout.frame(1, 0, 0)
        let chevron = layout.frame(1, 0, 0, 0, 0, 2)
        #expect(chevron.maxX == row.maxX - 16)
    }

    @Test func segmentsShareTheTrackEqually() {
        struct Choice: View {
            @State var value = 1
            var body: some View {
                Picker("P", selection: $value) {
                    Text("a").tag(1)
                    Text("bbb").tag(2)
                }
                .pickerStyle(.segmented)
            }
        }
        let layout = layOut(Choice(), in: CGSize(width: 300, height: 100))
        #expect(layout.frame().width == 300)
        #expect(layout.frame(0).width == layout.frame(1).width)
        #expect(layout.frame(0).minX == 2)
        #expect(layout.frame(1).maxX == 298)
    }
}
