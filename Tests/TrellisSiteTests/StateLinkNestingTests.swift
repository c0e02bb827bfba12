import Foundation
import Testing
@testable import TrellisTestSupport
import Trellis
import TrellisSite

/// A control whose states are followed (a bound picker, a toggle) inside another control's label:
/// its options become links, and HTML nests no link in a button or another link.
@MainActor @Suite struct StateLinkNestingTests {
    struct PickerInButton: View {
        @State private var choice = 0
        @State private var isOn = false

        var body: some View {
            VStack {
                Button(action: {}) {
                    HStack {
                        Picker("Size", selection: $choice) {
                            Text("Small").tag(0)
                            Text("Large").tag(1)
                        }
                        .pickerStyle(.segmented)
                        Toggle("Bold", isOn: $isOn)
                    }
                }
                Link(destination: URL(string: "https://example.com")!) {
                    Picker("Kind", selection: $choice) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                    }
                }
            }
        }
    }

    @Test func everyStatePageOfAControlInsideAControlIsValid() async throws {
        let page = SitePage(id: "nested", title: "Nested") { AnyView(PickerInButton()) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold])
        let output = await StateVariants.render(plan)
        #expect(plan.documents.contains { $0.stateName != nil }, "the controls lead to pages of their states")
        #expect(output.failures.isEmpty, "\(output.failures.map(\.description))")
    }
}
