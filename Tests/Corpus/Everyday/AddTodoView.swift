import Trellis

struct AddTodoView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) var presentationMode
    @State private var title = ""
    @State private var notes = ""
    @State private var hasDueDate = false
    @State private var dueDate = Date(timeIntervalSince1970: 1_800_000_000)
    @State private var priority = TodoItem.Priority.normal
    @FocusState private var titleFocused: Bool

    var onSave: (TodoItem) -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section("Task") {
                    TextField("Title", text: $title)
                        .focused($titleFocused)
                        .submitLabel(.next)
                        .textInputAutocapitalization(.sentences)
                        .onSubmit {
                            titleFocused = false
                        }
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(3...6)
                        .autocorrectionDisabled()
                }
                Section {
                    Toggle("Due date", isOn: $hasDueDate.animation())
                    if hasDueDate {
                        DatePicker("Due", selection: $dueDate, displayedComponents: [.date])
                    }
                    Picker("Priority", selection: $priority) {
                        ForEach(TodoItem.Priority.allCases) { priority in
                            Text(priority.rawValue.capitalized).tag(priority)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .scrollDismissesKeyboard(.interactively)
            .navigationTitle("New Task")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(TodoItem(title: title, notes: notes, dueDate: hasDueDate ? dueDate : nil, priority: priority))
                        presentationMode.wrappedValue.dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { titleFocused = true }
        }
        .interactiveDismissDisabled(!title.isEmpty)
    }
}

#Preview {
    AddTodoView { _ in }
}
