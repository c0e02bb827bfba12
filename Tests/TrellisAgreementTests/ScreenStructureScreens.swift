import Trellis
@testable import TrellisTestSupport

/// Screens made of bars, tabs and presentations, written as app code writes them, for the
/// render, validation and agreement tests of the screen structure.
struct StructureCard: Identifiable {
    let id: Int
    let title: String
    let detail: String
}

let structureCards = [
    StructureCard(id: 1, title: "Morning run", detail: "5 km along the river"),
    StructureCard(id: 2, title: "Groceries", detail: "Milk, bread, apples"),
    StructureCard(id: 3, title: "Call Sam", detail: "About the weekend"),
]

struct CardListScreen: View {
    var showsSheet = false

    var body: some View {
        NavigationStack {
            List(structureCards) { card in
                VStack(alignment: .leading, spacing: 4) {
                    Text(card.title).font(.headline)
                    Text(card.detail).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Cards")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button { } label: { Image(systemName: "plus") }
                }
            }
            .sheet(isPresented: .constant(showsSheet)) {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Title").font(.headline)
                        Text("A new card starts empty.").foregroundStyle(.secondary)
                        Spacer()
                    }
                    .padding()
                    .navigationTitle("New Card")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                    }
                }
            }
        }
    }
}

struct LibraryTabScreen: View {
    @State private var query = ""
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    Text("The Hobbit")
                    Text("Dune")
                    Text("Emma")
                }
                .navigationTitle("Library")
                .searchable(text: $query, prompt: "Find a book")
            }
            .tabItem { Label("Library", systemImage: "list.bullet") }
            .tag(0)
            .badge(3)

            Text("Favorites")
                .tabItem { Label("Favorites", systemImage: "heart") }
                .tag(1)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(2)
        }
    }
}

struct AlertShownScreen: View {
    var body: some View {
        NavigationStack {
            Text("Draft: Trip notes")
                .navigationTitle("Item")
                .navigationBarTitleDisplayMode(.inline)
        }
        .alert("Delete this item?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct DialogShownScreen: View {
    var body: some View {
        NavigationStack {
            Text("Photo")
                .navigationTitle("Album")
                .confirmationDialog("Share photo", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Copy Link") {}
                    Button("Delete Photo", role: .destructive) {}
                }
        }
    }
}

struct BottomBarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Inbox is empty")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack(spacing: 0) {
                            Text("Mailboxes").font(.headline)
                            Text("Updated just now").font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { } label: { Image(systemName: "trash") }
                        Spacer()
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                }
        }
    }
}

struct MediumSheetScreen: View {
    var body: some View {
        Text("Map")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: .constant(true)) {
                VStack(spacing: 8) {
                    Text("Nearby").font(.title2)
                    Text("3 places within 1 km")
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
    }
}

let structureScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("cards", { AnyView(CardListScreen()) }),
    ("cards-sheet", { AnyView(CardListScreen(showsSheet: true)) }),
    ("library-tabs", { AnyView(LibraryTabScreen()) }),
    ("alert", { AnyView(AlertShownScreen()) }),
    ("dialog", { AnyView(DialogShownScreen()) }),
    ("bottom-bar", { AnyView(BottomBarScreen()) }),
    ("medium-sheet", { AnyView(MediumSheetScreen()) }),
]
