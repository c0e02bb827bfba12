import Trellis

// A Scrumdinger- and Landmarks-style list whose rows change their insets, backgrounds and
// separators, written as app code writes them (`import Trellis` standing for `import SwiftUI`)
// and compiled in Swift 5 mode.

struct DailyScrumRow: Identifiable {
    let id = UUID()
    var title: String
    var attendees: Int
    var theme: Color
}

struct ScrumsListView: View {
    let scrums = [
        DailyScrumRow(title: "Design", attendees: 3, theme: .yellow),
        DailyScrumRow(title: "App Dev", attendees: 4, theme: .orange),
        DailyScrumRow(title: "Web Dev", attendees: 5, theme: .teal),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(scrums) { scrum in
                    VStack(alignment: .leading) {
                        Text(scrum.title).font(.headline)
                        Label("\(scrum.attendees)", systemImage: "person.3")
                    }
                    .padding()
                    .listRowBackground(scrum.theme)
                    .listRowSeparator(.hidden, edges: .top)
                    .listRowSeparatorTint(.white, edges: [.bottom])
                }
                Section(header: Text("Featured")) {
                    Image(systemName: "star.fill")
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(RoundedRectangle(cornerRadius: 10).fill(Color.purple.opacity(0.2)))
                }
                .listSectionSeparator(.hidden)
                .listSectionSeparatorTint(nil)
            }
            .listRowSpacing(8.0)
            .listStyle(InsetGroupedListStyle())
            .navigationTitle("Daily Scrums")
        }
    }
}
