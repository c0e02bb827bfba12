import Trellis

struct TodoListView: View {
    @ObservedObject var store: TodoStore
    @State private var newTodoTitle = ""
    @State private var showCompleted = true

    var filteredItems: [TodoItem] {
        showCompleted ? store.items : store.items.filter { !$0.isCompleted }
    }

    var body: some View {
        NavigationView {
            VStack {
                HStack {
                    TextField("New todo...", text: $newTodoTitle, onCommit: addTodo)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                    Button(action: addTodo) {
                        Image(systemName: "plus.circle.fill")
                            .resizable()
                            .frame(width: 28, height: 28)
                    }
                    .disabled(newTodoTitle.isEmpty)
                }
                .padding()

                List {
                    ForEach(filteredItems) { item in
                        TodoRowView(item: item) {
                            self.store.toggle(item)
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
                .listStyle(InsetGroupedListStyle())
            }
            .navigationBarTitle("Todos (\(store.remainingCount))")
            .navigationBarItems(
                leading: Button(showCompleted ? "Hide Done" : "Show Done") {
                    withAnimation {
                        self.showCompleted.toggle()
                    }
                },
                trailing: EditButton()
            )
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    private func addTodo() {
        guard !newTodoTitle.isEmpty else { return }
        store.add(title: newTodoTitle)
        newTodoTitle = ""
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        TodoListView(store: TodoStore.preview)
    }
}
