import Trellis

// Screen structure as ordinary apps write it (`import Trellis` stands for `import SwiftUI`):
// toolbars, sheets, alerts, search, tabs and value-based navigation. Compiled in Swift 5 mode.

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

final class NoteStore: ObservableObject {
    @Published var notes = [
        Note(id: 1, title: "Groceries", body: "Milk, eggs, bread"),
        Note(id: 2, title: "Ideas", body: "A garden planner"),
        Note(id: 3, title: "Trip", body: "Pack the tent"),
    ]
}

struct NoteCard: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title)
                .font(.headline)
            Text(note.body)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 4)
    }
}

/// A list of cards with a toolbar (an Edit-like text leading, + trailing) and a sheet.
struct NotesListView: View {
    @StateObject private var store = NoteStore()
    @State private var isAdding: Bool
    @State private var draft = ""

    init(isAdding: Bool = false) {
        _isAdding = State(initialValue: isAdding)
    }

    var body: some View {
        NavigationStack {
            List(store.notes) { note in
                NavigationLink(value: note) {
                    NoteCard(note: note)
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteDetailView(note: note)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: { isAdding = true }) {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text("Title")
                            .font(.headline)
                        Text(draft.isEmpty ? "Untitled" : draft)
                            .foregroundColor(.secondary)
                        Spacer()
                    }
                    .padding()
                    .navigationTitle("New Note")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isAdding = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { isAdding = false }
                        }
                    }
                }
                .presentationDetents([.medium, .large])
            }
        }
    }
}

struct NoteDetailView: View {
    let note: Note
    @State private var confirmsDelete = false

    var body: some View {
        Text(note.body)
            .padding()
            .navigationTitle(note.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button(role: .destructive, action: { confirmsDelete = true }) {
                        Image(systemName: "trash")
                    }
                    Spacer()
                    Button(action: {}) { Image(systemName: "square.and.pencil") }
                }
            }
            .confirmationDialog("Delete note?", isPresented: $confirmsDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            }
    }
}

/// A tab app with search, a badge and an iOS 18 `Tab`.
struct LibraryApp: View {
    @State private var selection = 0
    @State private var query = ""

    var body: some View {
        TabView(selection: $selection) {
            NavigationView {
                List {
                    ForEach(["Dune", "Emma", "The Hobbit"], id: \.self) { title in
                        Text(title)
                    }
                }
                .navigationTitle("Library")
                .searchable(text: $query, prompt: "Search books")
            }
            .navigationViewStyle(.stack)
            .tabItem {
                Label("Library", systemImage: "list.bullet")
            }
            .tag(0)
            .badge(2)

            Text("Nothing saved yet")
                .tabItem {
                    Image(systemName: "heart")
                    Text("Saved")
                }
                .tag(1)

            Tab("Settings", systemImage: "gearshape", value: 2) {
                Text("Settings")
            }
        }
    }
}

/// An alert shown, in both its forms, and the older bar modifiers.
struct AccountView: View {
    @State private var showsError = true
    @State private var showsLegacy = false

    var body: some View {
        NavigationView {
            List {
                Text("Signed in as sam@example.com")
            }
            .navigationBarTitle("Account")
            .navigationBarItems(trailing: Button("Done") {})
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .alert("Sign-in failed", isPresented: $showsError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Check your password and try again.")
            }
            .alert(isPresented: $showsLegacy) {
                Alert(title: Text("Old"), message: Text("Style"), dismissButton: .default(Text("OK")))
            }
        }
    }
}

/// A sidebar and detail, as an iPad shows it.
struct MailSplitView: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                Text("Inbox")
                Text("Sent")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text("Select a message")
        }
    }
}

/// A full-screen cover and a popover, both presented from an item.
struct OnboardingView: View {
    @State private var step: Note? = Note(id: 9, title: "Welcome", body: "Let's begin")
    @State private var showsTip = false
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .toolbar(.hidden, for: .navigationBar)
                .popover(isPresented: $showsTip) { Text("Tip") }
                .fullScreenCover(item: $step) { step in
                    VStack(spacing: 12) {
                        Text(step.title).font(.largeTitle)
                        Text(step.body)
                    }
                }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}
