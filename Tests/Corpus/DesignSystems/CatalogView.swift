import Trellis

@MainActor
final class CatalogViewModel: ObservableObject {
    @Published var searchText = ""
    @Published var showsNewOnly = false
    @Published var favorites: Set<String> = ["flow", "toast"]

    var sections: [(category: CatalogEntry.Category, entries: [CatalogEntry])] {
        CatalogEntry.Category.allCases.compactMap { category in
            let entries = CatalogEntry.entries(in: category).filter { entry in
                (searchText.isEmpty || entry.name.localizedCaseInsensitiveContains(searchText))
                    && (!showsNewOnly || entry.isNew)
            }
            return entries.isEmpty ? nil : (category, entries)
        }
    }

    func toggleFavorite(_ entry: CatalogEntry) {
        if favorites.contains(entry.id) {
            favorites.remove(entry.id)
        } else {
            favorites.insert(entry.id)
        }
    }
}

struct CatalogView: View {
    @StateObject private var model = CatalogViewModel()
    @State private var theme: DSTheme = .standard

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("New components only", isOn: $model.showsNewOnly)
                        .toggleStyle(.customSwitch(on: theme.accent))
                }
                ForEach(model.sections, id: \.category) { section in
                    Section {
                        ForEach(section.entries) { entry in
                            NavigationLink(value: entry) {
                                CatalogRow(entry: entry, isFavorite: model.favorites.contains(entry.id))
                            }
                            .swipeActions {
                                Button {
                                    model.toggleFavorite(entry)
                                } label: {
                                    Label("Favorite", systemImage: "star")
                                }
                                .tint(.yellow)
                            }
                        }
                    } header: {
                        Label(section.category.rawValue, systemImage: section.category.systemImage)
                    }
                }
            }
            .searchable(text: $model.searchText, prompt: "Search components")
            .navigationTitle("Components")
            .navigationDestination(for: CatalogEntry.self) { entry in
                destination(for: entry)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Standard") { theme = .standard }
                        Button("Sunset") { theme = .sunset }
                    } label: {
                        Label("Theme", systemImage: "paintbrush")
                    }
                    .menuStyle(BorderedMenuStyle())
                }
            }
        }
        .dsTheme(theme)
        .tint(theme.accent)
    }

    @ViewBuilder
    private func destination(for entry: CatalogEntry) -> some View {
        switch entry.category {
        case .buttons: ButtonsDemoView()
        case .controls: ControlsDemoView()
        case .layout: LayoutDemoView()
        case .feedback: FeedbackDemoView()
        case .display: DisplayDemoView()
        }
    }
}

struct CatalogRow: View {
    let entry: CatalogEntry
    let isFavorite: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: entry.category.systemImage)
                .frame(width: 32, height: 32)
                .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
                .foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(entry.name).font(.body.weight(.medium))
                    if entry.isNew { LabelBadge(kind: .new) }
                }
                Text(entry.summary)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            if isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .imageScale(.small)
            }
        }
    }
}

#Preview {
    CatalogView()
}
