import Trellis

struct JournalTimelineView: View {
    var mood: Mood? = nil
    @Environment(JournalStore.self) private var store
    @Namespace private var namespace
    @State private var showingCompose = false
    @State private var headerCollapsed = false

    private var entries: [JournalEntry] {
        let all = store.filteredEntries
        guard let mood else { return all }
        return all.filter { $0.mood == mood }
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                StreakHeader(streak: store.streak)

                ForEach(entries) { entry in
                    NavigationLink(value: entry) {
                        JournalEntryCard(entry: entry)
                            .matchedTransitionSource(id: entry.id, in: namespace)
                    }
                    .buttonStyle(.plain)
                    .scrollTransition { content, phase in
                        content
                            .opacity(phase.isIdentity ? 1 : 0.4)
                            .scaleEffect(phase.isIdentity ? 1 : 0.95)
                    }
                }
            }
            .padding(.horizontal)
            .scrollTargetLayout()
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 80
        } action: { _, collapsed in
            headerCollapsed = collapsed
        }
        .navigationTitle(mood.map { $0.rawValue.capitalized } ?? "Journal")
        .navigationDestination(for: JournalEntry.self) { entry in
            JournalEntryDetailView(entry: entry)
                .navigationTransition(.zoom(sourceID: entry.id, in: namespace))
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("New Entry", systemImage: "square.and.pencil") {
                    showingCompose = true
                }
            }
        }
        .sheet(isPresented: $showingCompose) {
            JournalComposeView()
        }
    }
}

struct StreakHeader: View {
    let streak: Int

    var body: some View {
        HStack {
            Image(systemName: "flame.fill")
                .font(.title)
                .foregroundStyle(.orange.gradient)
                .symbolEffect(.pulse, options: .repeating)
            VStack(alignment: .leading) {
                Text("\(streak)-day streak")
                    .font(.headline)
                    .contentTransition(.numericText())
                Text("Keep writing every day")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.orange.opacity(0.12), in: .rect(cornerRadius: 16))
    }
}

struct JournalEntryCard: View {
    let entry: JournalEntry
    @Environment(\.cardCornerRadius) private var radius

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            if let photo = entry.photos.first {
                Image(photo.assetName)
                    .resizable()
                    .scaledToFill()
                    .frame(height: 180)
                    .frame(maxWidth: .infinity)
                    .clipShape(.rect(cornerRadius: radius - 6))
            }
            HStack {
                Text(entry.mood.emoji)
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                if entry.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.pink)
                }
            }
            Text(entry.body)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(3)
            HStack {
                Text(entry.date, format: .dateTime.weekday(.wide).day().month())
                if let location = entry.location {
                    Text("·")
                    Label(location, systemImage: "mappin")
                        .labelStyle(.titleAndIcon)
                }
            }
            .font(.caption)
            .foregroundStyle(.tertiary)
        }
        .cardStyle()
    }
}

struct JournalEntryRow: View {
    let entry: JournalEntry

    var body: some View {
        HStack(spacing: 12) {
            Text(entry.mood.emoji)
                .font(.title2)
                .frame(width: 44, height: 44)
                .background(.fill.tertiary, in: .circle)
            VStack(alignment: .leading) {
                Text(entry.title).font(.headline)
                Text(entry.date, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    NavigationStack {
        JournalTimelineView()
    }
    .environment(JournalStore())
}
