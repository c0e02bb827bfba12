import Trellis

struct AddTaskView: View {
    @Environment(\.dismiss) var dismiss
    @EnvironmentObject var store: TaskStore
    @State private var title = ""
    @State private var list = "Inbox"
    @State private var priority = TaskPriority.medium
    @State private var reminder = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @FocusState private var titleFocused: Bool

    var body: some View {
        NavigationView {
            Form {
                TextField("What do you need to do?", text: $title)
                    .focused($titleFocused)
                    .submitLabel(.done)
                Picker("List", selection: $list) {
                    Text("Inbox").tag("Inbox")
                    Text("Home").tag("Home")
                    Text("Groceries").tag("Groceries")
                }
                Picker("Priority", selection: $priority) {
                    ForEach(TaskPriority.allCases, id: \.self) {
                        Text($0.title)
                    }
                }
                .pickerStyle(.menu)
                DatePicker("Remind Me", selection: $reminder, in: Date(timeIntervalSinceReferenceDate: 690_000_000)...)
            }
            .navigationTitle("New Task")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.tasks.append(TodoTask(title: title, priority: priority, list: list))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { titleFocused = true }
        }
    }
}
