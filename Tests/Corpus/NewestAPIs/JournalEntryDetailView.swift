import Trellis

struct JournalEntryDetailView: View {
    let entry: JournalEntry
    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var showingInfo = false
    @State private var scrolledPhotoID: JournalPhoto.ID?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                if !entry.photos.isEmpty {
                    photoPager
                }
                VStack(alignment: .leading, spacing: 12) {
                    Text(entry.title)
                        .font(.largeTitle.bold())
                    HStack {
                        Label(entry.mood.rawValue.capitalized, systemImage: entry.mood.symbolName)
                        Spacer()
                        Text(entry.date.formatted(date: .abbreviated, time: .shortened))
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Text(entry.body)
                        .font(.body)
                        .lineSpacing(4)

                    if !entry.tags.isEmpty {
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(entry.tags, id: \.self) { tag in
                                    TagChip(title: "#\(tag)")
                                }
                            }
                        }
                        .scrollIndicators(.hidden)
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    store.toggleFavorite(entry)
                } label: {
                    Image(systemName: entry.isFavorite ? "heart.fill" : "heart")
                        .symbolEffect(.bounce, value: entry.isFavorite)
                }
                Button("Info", systemImage: "info.circle") {
                    showingInfo.toggle()
                }
            }
        }
        .inspector(isPresented: $showingInfo) {
            EntryInfoInspector(entry: entry)
                .inspectorColumnWidth(min: 220, ideal: 280, max: 340)
                .presentationDetents([.medium, .large])
        }
    }

    private var photoPager: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(entry.photos) { photo in
                    Image(photo.assetName)
                        .resizable()
                        .scaledToFill()
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 360)
                        .clipped()
                        .overlay(alignment: .bottomLeading) {
                            if !photo.caption.isEmpty {
                                Text(photo.caption)
                                    .font(.caption.bold())
                                    .padding(8)
                                    .glassBackground(in: Capsule())
                                    .padding()
                            }
                        }
                        .id(photo.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $scrolledPhotoID)
        .scrollIndicators(.never)
        .modify { pager in
            if #available(iOS 26, *) {
                pager.backgroundExtensionEffect()
            } else {
                pager
            }
        }
    }
}

struct EntryInfoInspector: View {
    let entry: JournalEntry

    var body: some View {
        Form {
            LabeledContent("Words", value: entry.wordCount, format: .number)
            LabeledContent("Photos", value: "\(entry.photos.count)")
            LabeledContent("Location", value: entry.location ?? "—")
            LabeledContent("Created") {
                Text(entry.date, format: .dateTime.year().month().day().hour().minute())
            }
        }
    }
}

#Preview {
    NavigationStack {
        JournalEntryDetailView(entry: JournalEntry.samples[0])
    }
    .environment(JournalStore())
}
