import Trellis

struct TodoListView: View {
    @EnvironmentObject var store: TodoStore
    @AppStorage("showCompleted") private var showCompleted = true
    @AppStorage("sortOrder") private var sortOrder: String = "manual"
    @SceneStorage("TodoListView.selection") private var selection: String?
    @State private var showingAddSheet = false
    @State private var editMode: EditMode = .inactive

    var filteredItems: [TodoItem] {
        showCompleted ? store.items : store.items.filter { !$0.isDone }
    }

    var body: some View {
        NavigationView {
            List {
                Section {
                    ForEach($store.items) { $item in
                        if showCompleted || !item.isDone {
                            TodoRow(item: $item)
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        store.items.removeAll { $0.id == item.id }
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                                .swipeActions(edge: .leading) {
                                    Button {
                                        item.isDone.toggle()
                                    } label: {
                                        Label("Done", systemImage: "checkmark")
                                    }
                                    .tint(.green)
                                }
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                } header: {
                    Text("\(store.remaining) remaining")
                } footer: {
                    Text("Swipe an item to complete or delete it.")
                }
            }
            .listStyle(InsetGroupedListStyle())
            .refreshable {
                await Task.yield()
            }
            .navigationTitle("To Do")
            .navigationBarItems(leading: EditButton(), trailing:
                Button(action: { showingAddSheet = true }) {
                    Image(systemName: "plus")
                }
            )
            .environment(\.editMode, $editMode)
            .sheet(isPresented: $showingAddSheet) {
                AddTodoView { item in
                    store.add(item)
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct TodoRow: View {
    @Binding var item: TodoItem

    var body: some View {
        HStack {
            Button {
                item.isDone.toggle()
            } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .imageScale(.large)
                    .foregroundColor(item.isDone ? .green : .secondary)
            }
            .buttonStyle(.borderless)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundColor(item.isDone ? .secondary : .primary)
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .font(.caption)
                        .foregroundColor(.secondary)
                        .lineLimit(1)
                }
                if let due = item.dueDate {
                    Text("Due \(due, format: .dateTime.month().day())")
                        .font(.caption2)
                        .foregroundStyle(.orange)
                }
            }
            Spacer()
            if item.priority == .high {
                Image(systemName: "exclamationmark")
                    .foregroundColor(.red)
                    .font(.body.weight(.bold))
            }
        }
        .contentShape(Rectangle())
        .contextMenu {
            Button("Duplicate") {}
            Button("Delete", role: .destructive) {}
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TodoListView()
                .environmentObject(TodoStore())
            TodoListView()
                .environmentObject(TodoStore())
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewDevice(PreviewDevice(rawValue: "iPhone 14"))
    }
}
