import Trellis

struct JournalListView: View {
    @State private var entries = JournalEntry.samples
    @State private var path: [JournalEntry] = []
    @State private var composing = false

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if entries.isEmpty {
                    VStack(spacing: 12) {
                        Image(systemName: "book.closed")
                            .font(.system(size: 48))
                            .foregroundColor(.secondary)
                        Text("No entries yet")
                            .font(.title3)
                        Button("Write your first entry") { composing = true }
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    List {
                        ForEach(entries) { entry in
                            NavigationLink(value: entry) {
                                JournalRow(entry: entry)
                            }
                            .listRowInsets(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
                        }
                        .onDelete { entries.remove(atOffsets: $0) }
                        .onMove { entries.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .listStyle(.inset)
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: JournalEntry.self) { entry in
                JournalEntryView(entry: entry)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Entry", systemImage: "square.and.pencil") {
                        composing = true
                    }
                }
            }
            .fullScreenCover(isPresented: $composing) {
                NavigationStack {
                    JournalEntryView(entry: JournalEntry(date: Date(), title: "", text: "", mood: .meh))
                }
            }
        }
    }
}

struct JournalRow: View {
    let entry: JournalEntry

    var body: some View {
        HStack(alignment: .top) {
            VStack {
                Text(entry.date, format: .dateTime.day())
                    .font(.title.bold())
                Text(entry.date, format: .dateTime.month(.abbreviated))
                    .font(.caption)
                    .textCase(.uppercase)
            }
            .frame(width: 48)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(entry.title)
                        .font(.headline)
                    Spacer()
                    Text(entry.mood.emoji)
                }
                Text(entry.text)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
    }
}
