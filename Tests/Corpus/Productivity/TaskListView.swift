import Trellis

enum TaskSort: String, CaseIterable, Identifiable {
    case dueDate = "Due Date"
    case priority = "Priority"
    case title = "Title"
    var id: Self { self }
}

struct TaskListView: View {
    @EnvironmentObject var store: TaskStore
    @State private var sort: TaskSort = .dueDate
    @State private var showingAdd = false
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(store.lists, id: \.self) { list in
                    Section {
                        ForEach(store.tasks(in: list)) { task in
                            NavigationLink(value: task) {
                                TaskRow(task: task)
                            }
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    store.delete(task)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    store.toggle(task)
                                } label: {
                                    Label("Done", systemImage: "checkmark")
                                }
                                .tint(.green)
                            }
                        }
                    } header: {
                        Text(list)
                    } footer: {
                        Text("\(store.tasks(in: list).count) tasks")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Tasks")
            .navigationDestination(for: TodoTask.self) { task in
                TaskDetailView(task: task)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu {
                        Picker("Sort By", selection: $sort) {
                            ForEach(TaskSort.allCases) { option in
                                Text(option.rawValue).tag(option)
                            }
                        }
                        Toggle("Show Completed", isOn: $store.showCompleted)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down.circle")
                    }
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddTaskView()
            }
        }
    }
}

struct TaskRow: View {
    let task: TodoTask

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(task.isCompleted ? .green : .secondary)
                .imageScale(.large)
            VStack(alignment: .leading, spacing: 2) {
                Text(task.title)
                    .strikethrough(task.isCompleted)
                if let due = task.dueDate {
                    Text(due, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            if task.priority == .high {
                Image(systemName: "exclamationmark")
                    .foregroundColor(.red)
            }
        }
        .padding(.vertical, 2)
    }
}

#Preview {
    TaskListView()
        .environmentObject(TaskStore())
}
