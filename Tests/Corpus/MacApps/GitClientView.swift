import Trellis

struct GitClientView: View {
    @State private var selection: GitRef.ID? = "history"
    @SceneStorage("git.sidebarVisible") private var sidebarVisible = true

    var body: some View {
        NavigationSplitView {
            GitSidebarView(selection: $selection)
                .navigationSplitViewColumnWidth(min: 200, ideal: 240)
        } detail: {
            CommitHistoryView(commits: GitSampleData.commits)
                .navigationTitle("Trellis")
                .navigationSubtitle("main · 2 ahead")
                .toolbar {
                    ToolbarItemGroup(placement: .navigation) {
                        Button {
                        } label: {
                            Label("Fetch", systemImage: "arrow.down.circle")
                        }
                        .help("Fetch from all remotes")
                    }
                    ToolbarItemGroup {
                        Button {
                        } label: {
                            Label("Pull", systemImage: "arrow.down")
                        }
                        Button {
                        } label: {
                            Label("Push", systemImage: "arrow.up")
                        }
                        Menu {
                            Button("Merge…") {}
                            Button("Rebase…") {}
                            Divider()
                            Button("Cherry-Pick…") {}
                        } label: {
                            Label("Branch", systemImage: "arrow.triangle.branch")
                        }
                        .menuIndicator(.hidden)
                    }
                }
        }
        .frame(minWidth: 800, minHeight: 480)
    }
}

#Preview {
    GitClientView()
        .frame(width: 960, height: 560)
}
