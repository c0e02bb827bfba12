import Trellis

struct NoteEditorView: View {
    @State var note: Note
    @State private var showingShare = false
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Edited \(note.modified, style: .relative) ago")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .center)
                .padding(.bottom, 8)
            TextField("Title", text: $note.title)
                .font(.title2.bold())
                .textFieldStyle(.plain)
                .padding(.horizontal)
            TextEditor(text: $note.body)
                .focused($isEditing)
                .scrollContentBackground(.hidden)
                .padding(.horizontal, 12)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .navigationBarTrailing) {
                ShareLink(item: note.body, subject: Text(note.title))
                Menu {
                    Button {
                        note.isPinned.toggle()
                    } label: {
                        Label(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin")
                    }
                    Divider()
                    Button(role: .destructive) {
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { isEditing = false }
            }
        }
    }
}
