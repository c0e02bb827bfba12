import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

/// A menu with a primary action: a tap on its label runs the action, so with `--states all` the
/// closed menu links to the screen the action makes, as a Button does.
@MainActor struct MenuPrimaryActionTests {
    @Test func aMenusPrimaryActionLeadsToTheScreenItMakes() throws {
        let page = SitePage(id: "sorting", title: "Sorting") { AnyView(SortMenuScreen()) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: StateOptions(mode: .all))
        let root = try #require(plan.documents.first)
        let links = StateVariants.stateLinks(in: root.tree)
        #expect(links.count == 1)
        let target = try #require(plan.documents.first { $0.fileName == links.first?.href })
        #expect(StateVariants.texts(in: target.tree).contains("Sorted by date"))
    }

    @Test func aMenuWithoutAPrimaryActionLeadsNowhere() throws {
        let page = SitePage(id: "sorting", title: "Sorting") { AnyView(SortMenuScreen(hasPrimaryAction: false)) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], states: StateOptions(mode: .all))
        #expect(plan.documents.count == 1)
        #expect(StateVariants.stateLinks(in: plan.documents[0].tree).allSatisfy { $0.href == nil })
    }
}

private struct SortMenuScreen: View {
    var hasPrimaryAction = true
    @State private var order = "name"

    var body: some View {
        VStack {
            Text("Sorted by \(order)")
            if hasPrimaryAction {
                Menu {
                    Button("Name") { order = "name" }
                } label: {
                    Text("Sort")
                } primaryAction: {
                    order = "date"
                }
            } else {
                Menu("Sort") { Button("Date") { order = "date" } }
            }
        }
    }
}
