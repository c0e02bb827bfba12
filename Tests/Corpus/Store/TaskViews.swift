import Trellis

struct TaskListView: View {
    @Bindable var store: TaskStore

    var body: some View {
        NavigationStack {
            List {
                ForEach($store.tasks) { $task in
                    NavigationLink {
                        TaskDetailView(task: $task)
                    } label: {
                        TaskRow(task: task)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            task.isDone.toggle()
                        } label: {
                            Label("Done", systemImage: "checkmark")
                        }
                        .tint(.green)
                    }
                    .contextMenu {
                        Button("Mark as Done") { task.isDone = true }
                        Button("Delete", role: .destructive) {}
                    }
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .refreshable {
                await store.refresh()
            }
            .navigationTitle("Tasks")
        }
    }
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(task.isDone ? .green : .secondary)
            Text(task.title)
        }
    }
}

struct TaskDetailView: View {
    @Binding var task: TaskItem
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @FocusState private var notesFocused: Bool

    var body: some View {
        List {
            Section("Notes") {
                Text(task.notes)
                    .focused($notesFocused)
            }
            Section {
                Button(task.isDone ? "Mark as Not Done" : "Mark as Done") {
                    task.isDone.toggle()
                    dismiss()
                }
                Button("Open Help") {
                    openURL(URL(string: "https://example.com/help")!)
                }
            }
        }
        .navigationTitle(task.title)
        .onSubmit {
            notesFocused = false
        }
    }
}

/// Every task and whether it is done, reading the store from the environment as Apple's
/// Landmarks tutorial does: a `@Bindable` made in `body`, and bindings to elements by index.
struct CompletedView: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List($store.tasks) { $task in
                HStack {
                    Text(task.title)
                    Spacer()
                    Text(task.isDone ? "Done" : "Open")
                        .foregroundColor(.secondary)
                }
            }
            .navigationTitle("All Tasks")
            .toolbarTitle(first: $store.tasks[0])
        }
    }
}

private extension View {
    /// Reads and writes an element through a binding by index, as `$model.items[i]` is used.
    func toolbarTitle(first task: Binding<TaskItem>) -> some View {
        navigationBarTitleDisplayMode(task.wrappedValue.isDone ? .inline : .large)
    }
}

struct TaskListView_Previews: PreviewProvider {
    static var previews: some View {
        TaskListView(store: TaskStore())
            .previewDisplayName("Tasks")
        CompletedView()
            .environment(TaskStore())
            .previewLayout(.device)
    }
}
