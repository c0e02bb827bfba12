import Foundation
import Testing
import Trellis

// A theme picker as Apple's Scrumdinger tutorial writes it, with only `import SwiftUI` changed,
// compiled here in Swift 5 mode.

enum CorpusTheme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, indigo
    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct CorpusThemePicker: View {
    @Binding var selection: CorpusTheme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(CorpusTheme.allCases) { theme in
                Text(theme.name)
                    .tag(theme)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

@MainActor @Suite struct CorpusPickersTests {
    @Test func theNavigationLinkPickerShowsItsSelectionAndAChevron() {
        let tree = Form { CorpusThemePicker(selection: .constant(.buttercup)) }.resolved()
        let dump = tree.dump()
        #expect(dump.contains("\"Buttercup\""))
        #expect(dump.contains("chevron.right"))
    }
}
