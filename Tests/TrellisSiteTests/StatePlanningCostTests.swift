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
}
