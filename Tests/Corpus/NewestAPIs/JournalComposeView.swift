import Trellis

struct JournalComposeView: View {
    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var text = ""
    @State private var mood: Mood = .calm
    @State private var location = ""
    @State private var savedCount = 0
    @FocusState private var bodyFocused: Bool

    private var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                        .font(.headline)
                    TextField("What happened today?", text: $text, axis: .vertical)
                        .lineLimit(5...12)
                        .focused($bodyFocused)
                        .onKeyPress(.return, phases: .down) { press in
                            if press.modifiers.contains(.command) {
                                save()
                                return .handled
                            }
                            return .ignored
                        }
                }

                Section("Mood") {
                    MoodPicker(selection: $mood)
                }

                Section("Where") {
                    TextField("Location", text: $location)
                        .textContentType(.location)
                }
            }
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
            }
            .sensoryFeedback(.success, trigger: savedCount)
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(28)
        .presentationBackground(.thinMaterial)
        .interactiveDismissDisabled(!text.isEmpty)
    }

    private func save() {
        store.add(JournalEntry(title: title, body: text, date: .now, mood: mood, location: location.isEmpty ? nil : location))
        savedCount += 1
        dismiss()
    }
}

struct MoodPicker: View {
    @Binding var selection: Mood

    var body: some View {
        HStack {
            ForEach(Mood.allCases) { mood in
                Button {
                    withAnimation(.snappy) { selection = mood }
                } label: {
                    Text(mood.emoji)
                        .font(.largeTitle)
                        .padding(6)
                        .background {
                            if selection == mood {
                                Circle().fill(.tint.opacity(0.2))
                            }
                        }
                        .scaleEffect(selection == mood ? 1.15 : 1)
                }
                .buttonStyle(.plain)
                .frame(maxWidth: .infinity)
            }
        }
        .sensoryFeedback(.selection, trigger: selection)
    }
}

#Preview {
    Text("Journal")
        .sheet(isPresented: .constant(true)) {
            JournalComposeView()
                .environment(JournalStore())
        }
}
