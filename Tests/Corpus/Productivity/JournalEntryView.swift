import Trellis

struct JournalEntryView: View {
    @State var entry: JournalEntry
    @State private var tags: [String] = ["walk", "family"]
    @State private var newTag = ""

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $entry.title, prompt: Text("Give it a title"))
                DatePicker("Date", selection: $entry.date, displayedComponents: .date)
                    .datePickerStyle(.compact)
            }

            Section("How did you feel?") {
                Picker("Mood", selection: $entry.mood) {
                    ForEach(Mood.allCases) { mood in
                        Text(mood.emoji).tag(mood)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section {
                TextField("Write about your day…", text: $entry.text, axis: .vertical)
                    .lineLimit(5...12)
            } header: {
                Text("Entry")
            } footer: {
                Text("\(entry.text.split(separator: " ").count) words")
            }

            Section("Tags") {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                }
                .onDelete { tags.remove(atOffsets: $0) }
                HStack {
                    TextField("Add tag", text: $newTag)
                        .onSubmit(addTag)
                    Button(action: addTag) {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newTag.isEmpty)
                }
            }
        }
        .navigationTitle(entry.title.isEmpty ? "New Entry" : entry.title)
    }

    func addTag() {
        tags.append(newTag)
        newTag = ""
    }
}
