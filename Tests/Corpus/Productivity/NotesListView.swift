import Trellis

struct NotesListView: View {
    @State private var notes = Note.samples
    @State private var searchText = ""
    @State private var selection: Note.ID?

    var filtered: [Note] {
        guard !searchText.isEmpty else { return notes }
        return notes.filter { $0.title.localizedCaseInsensitiveContains(searchText) || $0.body.localizedCaseInsensitiveContains(searchText) }
    }

    var pinned: [Note] { filtered.filter(\.isPinned) }
    var others: [Note] { filtered.filter { !$0.isPinned } }

    var body: some View {
        NavigationView {
            List {
                if !pinned.isEmpty {
                    Section(header: Label("Pinned", systemImage: "pin.fill")) {
                        ForEach(pinned) { note in
                            NavigationLink(destination: NoteEditorView(note: note)) {
                                NoteRow(note: note)
                            }
                        }
                    }
                }
                Section(header: Text("Notes")) {
                    ForEach(others) { note in
                        NavigationLink(destination: NoteEditorView(note: note)) {
                            NoteRow(note: note)
                        }
                    }
                    .onDelete { offsets in
                        notes.remove(atOffsets: offsets)
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .searchable(text: $searchText, prompt: "Search notes")
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(notes.count) Notes")
                        .font(.caption)
                    Spacer()
                    Button(action: addNote) {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    private func addNote() {
        notes.insert(Note(title: "New Note", body: "", modified: Date()), at: 0)
    }
}

struct NoteRow: View {
    var note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title)
                .font(.headline)
                .lineLimit(1)
            HStack {
                Text(note.modified, format: .dateTime.month(.abbreviated).day())
                Text(note.body)
                    .lineLimit(1)
                    .foregroundColor(.secondary)
            }
            .font(.subheadline)
        }
    }
}
