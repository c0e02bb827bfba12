import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

/// Links to screens of one type (a catalog's courses), each screen with a toggle: a state's
/// destinations are numbered before the state's suffix, so a state's page is its first-state
/// name plus the suffix, and the second screen in state `__x` (once `…__x-2`) is never named like
/// the first screen of state `__x-2` (CorpusGamesAndEducation's catalog wrote one file twice).
@MainActor @Suite struct StateDestinationNameTests {
    private struct Detail: View {
        let title: String
        @State private var isEnrolled = true

        var body: some View {
            Form { Toggle(title, isOn: $isEnrolled) }
        }
    }

    private struct Catalog: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Swift") { Detail(title: "Enrolled") }
                    NavigationLink("Algebra") { Detail(title: "Enrolled") }
                }
            }
        }
    }

    @Test func everyPageOfEveryStateHasItsOwnFileName() {
        let page = SitePage(id: "courses", title: "courses", makeView: { AnyView(Catalog()) })
        let plan = SitePlan.make(pages: [page], themes: [.marigold])
        let names = plan.documents.map(\.path)
        #expect(Set(names).count == names.count, "\(names.sorted())")
        // The second screen with its toggle off keeps its first-state name, with the state's suffix.
        #expect(names.contains("marigold/courses--detail-2__enrolled-off-2.html"), "\(names.sorted())")
    }
}
