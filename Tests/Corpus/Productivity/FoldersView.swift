import Trellis

struct Folder: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var icon: String = "folder"
    var children: [Folder]? = nil
}

struct FoldersView: View {
    let folders = [
        Folder(name: "Work", children: [
            Folder(name: "Projects", children: [Folder(name: "Q3 Launch"), Folder(name: "Hiring")]),
            Folder(name: "Meetings"),
        ]),
        Folder(name: "Personal", children: [Folder(name: "Travel")]),
        Folder(name: "Archive", icon: "archivebox"),
    ]
    @State private var selectedFolder: Folder?
    @State private var isSmartExpanded = true

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedFolder) {
                Section("Smart Folders", isExpanded: $isSmartExpanded) {
                    Label("All Notes", systemImage: "tray.full")
                    Label("Shared", systemImage: "person.2")
                    Label("Recently Deleted", systemImage: "trash")
                }
                Section("iCloud") {
                    OutlineGroup(folders, children: \.children) { folder in
                        NavigationLink(value: folder) {
                            Label(folder.name, systemImage: folder.icon)
                        }
                    }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Folders")
        } detail: {
            if let selectedFolder {
                Text(selectedFolder.name)
                    .font(.largeTitle)
            } else {
                Text("Select a folder")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct FolderTreeList: View {
    let folders: [Folder]

    var body: some View {
        List(folders, children: \.children) { folder in
            Label(folder.name, systemImage: folder.icon)
        }
    }
}
