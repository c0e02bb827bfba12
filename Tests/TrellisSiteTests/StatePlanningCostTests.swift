import Testing
@testable import TrellisTestSupport
import Trellis
import TrellisSite

/// Following a screen's controls resolves the screen once per link of each planned page (to find
/// an equal page already planned). Found by random trees: 25 grids each holding bound pickers
/// made 64 pages times some 175 links, each resolving all 25 grids: 20 s for one page.
@MainActor @Suite struct StatePlanningCostTests {
    /// Counts the screen's resolutions: its body runs once per resolution.
    @MainActor final class Counter {
        var bodies = 0
    }

    struct Flag: View {
        let index: Int
        @State private var isOn = false

        var body: some View {
            Toggle("Flag \(index)", isOn: $isOn)
        }
    }

    struct ManyFlags: View {
        let counter: Counter
        let count: Int

        var body: some View {
            counter.bodies += 1
            return VStack {
                ForEach(0..<count, id: \.self) { Flag(index: $0) }
            }
        }
    }

    @Test func aScreenOfManyControlsIsResolvedABoundedNumberOfTimes() throws {
        let counter = Counter()
        let page = SitePage(id: "flags", title: "Flags") { AnyView(ManyFlags(counter: counter, count: 40)) }
        let options = StateOptions(mode: .controls)
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: options)
        #expect(plan.documents.count == options.pageLimit)
        // Once nothing new can be planned, only links that may lead to a planned page resolve the
        // screen: a control set on the way there, or another order of planned settings. Without
        // that, every link of the 64 pages resolved it (2,560 times); the backstop would allow 512.
        #expect(counter.bodies <= options.pageLimit * 4, "\(counter.bodies) resolutions")
        // The first page's controls are followed first, so each of them still leads to its page.
        let first = try #require(plan.documents.first)
        let links = StateVariants.stateLinks(in: first.tree)
        #expect(links.count == 40)
        #expect(links.allSatisfy { $0.href != nil })
        // And a control's page still leads back to the first.
        let on = try #require(plan.documents.first { $0.fileName == links[0].href })
        func control(_ link: ResolvedStateLink) -> Substring { link.key.prefix { $0 != ":" } }
        #expect(StateVariants.stateLinks(in: on.tree).first { control($0) == control(links[0]) }?.href == first.fileName)
    }

    /// A list row as the fuzzer found it: a link whose label holds a toggle and a large subtree.
    struct LinkRow: View {
        let counter: Counter
        let index: Int
        @State private var isOn = false

        var body: some View {
            counter.bodies += 1
            return NavigationLink {
                Text("Detail")
            } label: {
                VStack {
                    Toggle("Row \(index)", isOn: $isOn)
                    ForEach(0..<1_000, id: \.self) { Text("Line \($0)") }
                }
            }
        }
    }

    struct LinkRows: View {
        let counter: Counter
        let count: Int

        var body: some View {
            List {
                ForEach(0..<count, id: \.self) { LinkRow(counter: counter, index: $0) }
            }
        }
    }

    /// How many rows were resolved to plan a list of `count` rows (each resolution of the screen
    /// resolves every row, so this grows as the nodes resolved do), and the plan.
    func planList(of count: Int, options: StateOptions) -> (rows: Int, plan: SitePlan) {
        let counter = Counter()
        let page = SitePage(id: "rows", title: "Rows") { AnyView(LinkRows(counter: counter, count: count)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: options)
        return (counter.bodies, plan)
    }

    /// Each control's page is the whole screen again, so pages bounded in number alone cost the
    /// controls times the screen: found by random trees, a list of 100 links whose labels held
    /// toggles took 16 s of processor time in release. Bounded in nodes too
    /// (`StateOptions.nodeLimit`), the work grows with the screen, not with its square. The
    /// small page limit keeps the test quick; the rule scales with it.
    @Test func followingTheControlsOfALongListGrowsLinearlyWithTheList() throws {
        let options = StateOptions(mode: .controls, depth: 1, pageLimit: 8)
        let (rows, plan) = planList(of: 4, options: options)
        let (twiceRows, twicePlan) = planList(of: 8, options: options)
        #expect(Double(twiceRows) <= 2.2 * Double(rows), "\(rows) rows resolved for 4 rows, \(twiceRows) for 8")
        // Before, 8 rows resolved rows 2.9 times as often as 4 (104 against 36): each of the
        // first screen's toggles led to a page of the whole list, and each page back. Now 8
        // against 20: the 8 rows' pages have room for no state page.
        // The pages hold at most the limit's nodes; the first controls lead to pages while they
        // fit (with 4 rows, a page is some 3,600 nodes of the limit's 16,000), and the controls
        // the pages have no room for lead nowhere (with 8 rows, a page of some 8,100 nodes
        // leaves no room beside the first).
        for planned in [plan, twicePlan] {
            #expect(planned.documents.map { $0.tree.root.subtree().count }.reduce(0, +) <= options.nodeLimit)
            let first = try #require(planned.documents.first)
            let links = StateVariants.stateLinks(in: first.tree)
            let followed = links.prefix { $0.href != nil }
            #expect(followed.count < links.count, "\(followed.count) of \(links.count) controls lead to pages")
            #expect(links.dropFirst(followed.count).allSatisfy { $0.href == nil })
        }
        let links = StateVariants.stateLinks(in: try #require(plan.documents.first).tree)
        #expect(links.first?.href != nil)
    }

    /// A screen whose toggles sit in GeometryReaders, as the fuzzer found it: 25 readers, each
    /// holding a bound toggle, on a screen laid out once per resolution.
    struct Readers: View {
        let counter: Counter
        let count: Int

        var body: some View {
            counter.bodies += 1
            return VStack {
                ForEach(0..<count, id: \.self) { index in
                    GeometryReader { _ in Flag(index: index) }.frame(height: 40)
                }
            }
        }
    }

    /// Each resolution of a screen makes new GeometryReader closures, and readers compared by
    /// them, so a screen with a reader never equalled itself resolved again: setting a toggle
    /// back made a new page instead of leading to the first, and every state was planned anew
    /// until the limits ran out (the fuzzer's screen planned 513 states to keep 38 pages, 18 s).
    /// Readers whose content is resolved compare by their frames, and their content as nodes.
    /// And a reader's content was resolved after the state's writes were put back, so the
    /// toggle's page showed it off, as the first page does; it is laid out while they hold.
    @Test func aControlInAGeometryReaderLeadsBackToTheFirstPage() throws {
        let counter = Counter()
        let page = SitePage(id: "readers", title: "Readers") { AnyView(Readers(counter: counter, count: 1)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: StateOptions(mode: .controls))
        let first = try #require(plan.documents.first)
        let link = try #require(StateVariants.stateLinks(in: first.tree).first)
        let on = try #require(plan.documents.first { $0.fileName == link.href })
        #expect(on.tree != first.tree)
        #expect(StateVariants.stateLinks(in: on.tree).first?.href == first.fileName)
        // The first state and the toggle's: setting it back is the first page, not a new one.
        #expect(plan.documents.count == 2, "\(plan.documents.map(\.fileName))")
        #expect(counter.bodies <= 4, "\(counter.bodies) resolutions")
    }

    /// The fuzzer's screen had 25 readers with a toggle each; every state of it was new, so the
    /// planner spent its backstop, 512 resolutions. Now a state set back is a page planned before,
    /// and the screen resolves about as often as one of plain toggles does.
    @Test func aScreenOfManyReadersIsResolvedABoundedNumberOfTimes() {
        let counter = Counter()
        let page = SitePage(id: "readers", title: "Readers") { AnyView(Readers(counter: counter, count: 25)) }
        let options = StateOptions(mode: .controls)
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: options)
        #expect(plan.documents.count <= options.pageLimit)
        #expect(counter.bodies <= options.pageLimit * 4, "\(counter.bodies) resolutions")
        // Every toggle of the first page leads to its page.
        let links = StateVariants.stateLinks(in: plan.documents[0].tree)
        #expect(links.count == 25)
        #expect(Set(links.compactMap(\.href)).count == 25)
    }
}
