import Trellis

struct TaskDetailView: View {
    @State var task: TodoTask
    @State private var hasDueDate = true
    @Environment(\.dismiss) private var dismiss

    private var dateRange: ClosedRange<Date> {
        let start = Date(timeIntervalSinceReferenceDate: 690_000_000)
        let end = Calendar.current.date(byAdding: .year, value: 2, to: start)!
        return start...end
    }

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $task.title)
                    .font(.headline)
                TextField("Notes", text: $task.notes, axis: .vertical)
                    .lineLimit(3...6)
            }

            Section("Details") {
                Picker("Priority", selection: $task.priority) {
                    ForEach(TaskPriority.allCases) { priority in
                        Text(priority.title).tag(priority)
                    }
                }
                .pickerStyle(.segmented)

                Toggle("Due Date", isOn: $hasDueDate.animation())
                if hasDueDate {
                    DatePicker(
                        "Date",
                        selection: Binding(
                            get: { task.dueDate ?? Date(timeIntervalSinceReferenceDate: 700_000_000) },
                            set: { task.dueDate = $0 }
                        ),
                        in: dateRange,
                        displayedComponents: [.date, .hourAndMinute]
                    )
                }
                Toggle(isOn: $task.isCompleted) {
                    Label("Completed", systemImage: "checkmark.circle")
                }
            }

            Section {
                Button("Delete Task", role: .destructive) {
                    dismiss()
                }
                .frame(maxWidth: .infinity)
            }
        }
        .navigationTitle("Edit Task")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct TaskDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            TaskDetailView(task: TodoTask.samples[0])
        }
    }
}
