import Trellis

extension Color {
    init(deckName: String) {
        switch deckName {
        case "orange": self = .orange
        case "blue": self = .blue
        case "green": self = .green
        case "pink": self = .pink
        default: self = .gray
        }
    }
}

struct DeckListView: View {
    @State private var store = DeckStore()
    @State private var showingAddDeck = false
    @State private var searchText = ""

    var filteredDecks: [Deck] {
        if searchText.isEmpty { return store.decks }
        return store.decks.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(filteredDecks) { deck in
                        NavigationLink(value: deck.id) {
                            DeckRow(deck: deck)
                        }
                    }
                    .onDelete { offsets in
                        store.decks.remove(atOffsets: offsets)
                    }
                } header: {
                    Text("My Decks")
                } footer: {
                    Text("\(store.decks.reduce(0) { $0 + $1.cards.count }) cards in total")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Flashcards")
            .searchable(text: $searchText, prompt: "Search decks")
            .navigationDestination(for: String.self) { id in
                if let deck = store.decks.first(where: { $0.id == id }) {
                    StudySessionView(deck: deck)
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddDeck = true
                    } label: {
                        Label("Add Deck", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
            .sheet(isPresented: $showingAddDeck) {
                AddDeckView { title in
                    store.decks.append(Deck(id: title.lowercased(), title: title, colorName: "pink", cards: []))
                }
            }
        }
    }
}

struct DeckRow: View {
    let deck: Deck

    var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(deckName: deck.colorName).gradient)
                .frame(width: 44, height: 44)
                .overlay(
                    Image(systemName: "rectangle.stack.fill")
                        .foregroundColor(.white)
                )
            VStack(alignment: .leading, spacing: 4) {
                Text(deck.title)
                    .font(.headline)
                Text("\(deck.cards.count) cards · \(deck.masteredCount) mastered")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                ProgressView(value: deck.progress)
                    .tint(Color(deckName: deck.colorName))
            }
        }
        .padding(.vertical, 4)
    }
}

struct AddDeckView: View {
    var onSave: (String) -> Void
    @Environment(\.dismiss) var dismiss
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Deck title", text: $title)
            }
            .navigationTitle("New Deck")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(title)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    DeckListView()
}
