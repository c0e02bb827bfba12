import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A NaN anywhere in a destination's screen made the destination unequal to itself, so the plan
/// could not find the page it had just named for it and unwrapped nil. Found by random trees.
@MainActor @Suite struct SitePlanNumberTests {
    private func page<V: View>(_ view: V) -> SitePage {
        SitePage(id: "nan", title: "NaN") { AnyView(view) }
    }

    @Test(arguments: [
        "frame", "opacity", "padding", "spacing", "minLength", "priority", "cornerRadius", "lineWidth", "fontSize",
    ])
    func aDestinationHoldingNaNGetsItsPageAndItsLink(_ argument: String) throws {
        let nan = CGFloat.nan
        let destination: AnyView = switch argument {
        case "frame": AnyView(Text("x").frame(width: nan, height: nan))
        case "opacity": AnyView(Text("x").opacity(nan))
        case "padding": AnyView(Text("x").padding(nan))
        case "spacing": AnyView(VStack(spacing: nan) { Text("x"); Text("y") })
        case "minLength": AnyView(HStack { Spacer(minLength: nan) })
        case "priority": AnyView(Text("x").layoutPriority(nan))
        case "cornerRadius": AnyView(Text("x").cornerRadius(nan))
        case "lineWidth": AnyView(Circle().stroke(.red, lineWidth: nan))
        default: AnyView(Text("x").font(.system(size: nan)))
        }
        let root = VStack {
            NavigationLink("Go") { destination }
            NavigationLink("Again") { destination }
        }
        let documents = SitePlan.plan(
            page: page(root), tree: root.resolved(), theme: .init(name: "Marigold", slug: "marigold"))
        #expect(documents.map(\.pageName) == ["nan", "nan--any-view"])
        #expect(Array(documents[0].links.values) == ["nan--any-view.html"])
    }
}
