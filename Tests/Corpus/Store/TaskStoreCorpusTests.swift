import CorpusSupport
import Testing

/// An @Observable store edited through bindings over its collection: `ForEach($store.tasks)`,
/// `List($store.tasks)`, `$store.tasks[0]`, a `@Bindable` made inside `body`, with the list
/// editing modifiers (onDelete, onMove, swipeActions, contextMenu, refreshable) on the way.
@MainActor @Suite struct TaskStoreCorpusTests {
    private func texts(of view: some View) -> [String] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    @Test func theListShowsEveryTaskInOrder() {
        let titles = TaskItem.samples.map(\.title)
        #expect(texts(of: TaskListView(store: TaskStore())).filter(titles.contains) == titles)
    }

    @Test func aRowsBindingWritesThroughToTheStore() throws {
        let store = TaskStore()
        let tree = TaskListView(store: store).resolved()
        // The detail screen of the first row was given `$task`; resolving it already read it.
        #expect(tree.root.subtree(includingDestinations: true).contains { node in
            if case .text(let text) = node.kind { text.string == "The fern by the window too" } else { false }
        })
        let binding = try #require(Binding(projectedValue: Bindable(store).tasks).first)
        binding.wrappedValue.isDone = true
        #expect(store.tasks[0].isDone)
        #expect(texts(of: TaskListView(store: store)).count == texts(of: TaskListView(store: TaskStore())).count)
    }

    @Test func theEnvironmentStoreListsDoneAndOpen() {
        let all = texts(of: CompletedView().environment(TaskStore()))
        #expect(all.filter { $0 == "Done" }.count == 1)
        #expect(all.filter { $0 == "Open" }.count == 2)
    }

    @Test func theStoresOffsetsEditsFollowSwiftUI() {
        let store = TaskStore()
        store.move(from: [0], to: 3)
        #expect(store.tasks.map(\.id) == [2, 3, 1])
        store.delete(at: [1])
        #expect(store.tasks.map(\.id) == [2, 1])
    }

    @Test func rendersValidHTMLAndSVGThatShowTheTasks() async {
        let rendering = await renderCorpus([
            (id: "tasks", view: { AnyView(TaskListView(store: TaskStore())) }),
            (id: "all-tasks", view: { AnyView(CompletedView().environment(TaskStore())) }),
            (id: "previews", view: { AnyView(TaskListView_Previews.previews) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for page in ["tasks.", "all-tasks."] {
            let documents = rendering.documents(ofPage: page)
            #expect(documents.count == 2, "\(page): \(documents.map(\.path))")
            for document in documents {
                for task in TaskItem.samples {
                    #expect(document.text.contains(task.title), "\(document.path) lacks \(task.title)")
                }
            }
        }
        // Each row links to its task's detail screen.
        #expect(rendering.documents.keys.filter { $0.hasPrefix("marigold/tasks--") }.count == 6)
    }
}
