import Trellis
@testable import TrellisTestSupport

/// Lists whose rows change their insets, backgrounds and separators, written as app code writes
/// them, for the render, validation and agreement tests of the list-row modifiers.
struct ListRowPlayer: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

let listRowPlayers = [
    ListRowPlayer(id: 1, name: "Ada", score: 42),
    ListRowPlayer(id: 2, name: "Grace", score: 37),
    ListRowPlayer(id: 3, name: "Linus", score: 29),
]

struct ListRowStylesScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Leaders") {
                    ForEach(listRowPlayers) { player in
                        HStack {
                            Text(player.name)
                            Spacer()
                            Text("\(player.score)").foregroundStyle(.secondary)
                        }
                        .listRowBackground(player.id == 1 ? Color.yellow.opacity(0.3) : nil)
                    }
                }
                Section {
                    Text("Flush to the edge")
                        .listRowInsets(EdgeInsets())
                    Text("Deep inset")
                        .listRowInsets(EdgeInsets(top: 20, leading: 48, bottom: 20, trailing: 16))
                    Text("No line above me")
                        .listRowSeparator(.hidden, edges: .top)
                    Text("Red line above me")
                        .listRowSeparatorTint(.red)
                }
                Section("Banner") {
                    Text("On blue").foregroundStyle(.white)
                        .listRowBackground(Color.blue)
                    Text("On a capsule")
                        .listRowBackground(Capsule().fill(Color.green.opacity(0.4)).padding(4))
                }
            }
            .navigationTitle("Rows")
        }
    }
}

struct ListRowSpacingScreen: View {
    var body: some View {
        List {
            ForEach(listRowPlayers) { player in
                Label(player.name, systemImage: "person.fill")
            }
        }
        .listRowSpacing(12)
    }
}

struct PlainListSeparatorsScreen: View {
    var body: some View {
        List {
            Section {
                ForEach(listRowPlayers) { player in
                    Text(player.name)
                }
            }
            .listSectionSeparator(.visible)
            .listSectionSeparatorTint(.blue, edges: .bottom)
            Section {
                Text("Quiet one")
                Text("Quiet two")
            }
            .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
    }
}

let listRowScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("row-styles", { AnyView(ListRowStylesScreen()) }),
    ("row-spacing", { AnyView(ListRowSpacingScreen()) }),
    ("plain-separators", { AnyView(PlainListSeparatorsScreen()) }),
]
