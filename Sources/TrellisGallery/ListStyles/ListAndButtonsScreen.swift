import Trellis

/// The seed's root styling: `.listStyle` and `.buttonStyle` set once on the root reach every list
/// and button, and one section sets another button style for itself.
struct ListAndButtonsScreen: View {
    var body: some View {
        NavigationStack {
            PlantCareList()
                .navigationTitle("Plant care")
        }
        .buttonStyle(FillButtonStyle())
        .listStyle(InsetGroupedListStyle())
    }
}

private struct PlantCareList: View {
    var body: some View {
        List {
            Section("Today") {
                Label("Water the monstera", systemImage: "bell.fill")
                Label("Turn the fiddle-leaf fig", systemImage: "leaf.fill")
                Button("Mark all done") {}
            }

            Section("Schedule") {
                Text("Fertilise every two weeks")
                Text("Repot in spring")
                Button("Add a reminder") {}
            }

            Section {
                HStack {
                    Button("Snooze") {}
                    Button("Skip") {}
                }
                .buttonStyle(OutlineButtonStyle())
            } header: {
                Text("This section overrides the style")
            }
        }
    }
}
