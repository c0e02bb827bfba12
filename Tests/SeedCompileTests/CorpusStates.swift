import Testing
import Trellis

// Issue 14: a settings screen as app code writes it, in the Swift 5 language mode, with each
// control bound to the screen's own @State, and a TabView with a selection. Each control's other
// states resolve again with the same store, as `trellis render --states controls` renders them.

private enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

private struct SettingsForm: View {
    @State private var notifications = true
    @State private var appearance = Appearance.system
    @State private var fontSize = 14

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications)
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { option in
                        Text(option.rawValue.capitalized).tag(option)
                    }
                }
                .pickerStyle(.segmented)
                Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...20)
            }
            if notifications {
                Section("Notifications") {
                    Text("Alerts are on")
                }
            }
        }
    }
}

private struct SettingsApp: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            SettingsForm()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(0)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(1)
        }
    }
}

@MainActor @Suite struct CorpusStatesTests {
    @Test func eachControlOfTheSettingsScreenLeadsToAScreenOfItsOwn() throws {
        let store = StateStore(mode: .controls)
        let first = SettingsApp().resolved(in: EnvironmentValues(), states: store)
        let alternatives = store.alternatives.sorted { $0.key < $1.key }
        let kinds = Set(alternatives.map { String($0.key.split(separator: "/").last?.prefix { $0 != "#" } ?? "") })
        #expect(alternatives.count >= 6, "a toggle, two other options, a stepper's two halves and a tab: \(alternatives.map(\.key))")
        #expect(kinds.count >= 4, "\(kinds)")
        var seen: Set<ResolvedTree> = [first]
        for (key, alternative) in alternatives {
            let tree = StateJournal().recording {
                alternative.apply()
                return SettingsApp().resolved(in: EnvironmentValues(), states: store)
            }
            #expect(tree != first, "\(key) changes the screen")
            seen.insert(tree)
        }
        #expect(seen.count == alternatives.count + 1, "each alternative leads to a screen of its own")
        let again = SettingsApp().resolved(in: EnvironmentValues(), states: store)
        #expect(again == first, "every write was undone")
    }
}
