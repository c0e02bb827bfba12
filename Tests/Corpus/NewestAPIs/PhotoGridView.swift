import Trellis

struct PhotoGridView: View {
    @Environment(JournalStore.self) private var store
    @State private var columns = 3
    @State private var selectedPhoto: JournalPhoto?

    private var gridItems: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 2), count: columns)
    }

    var body: some View {
        Group {
            if store.allPhotos.isEmpty {
                ContentUnavailableView {
                    Label("No Photos", systemImage: "photo.stack")
                } description: {
                    Text("Photos you add to entries show up here.")
                } actions: {
                    Button("Write an Entry") {}
                        .buttonStyle(.borderedProminent)
                }
            } else {
                ScrollView {
                    LazyVGrid(columns: gridItems, spacing: 2) {
                        ForEach(store.allPhotos) { photo in
                            Button {
                                selectedPhoto = photo
                            } label: {
                                Color.gray.opacity(0.2)
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay {
                                        Image(photo.assetName)
                                            .resizable()
                                            .scaledToFill()
                                    }
                                    .clipped()
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
        }
        .navigationTitle("Photos")
        .toolbar {
            ToolbarItem {
                ControlGroup {
                    Button("Fewer", systemImage: "minus.magnifyingglass") {
                        columns = min(columns + 1, 6)
                    }
                    Button("More", systemImage: "plus.magnifyingglass") {
                        columns = max(columns - 1, 1)
                    }
                }
                .controlGroupStyle(.navigation)
            }
        }
        .sheet(item: $selectedPhoto) { photo in
            PhotoViewer(photo: photo)
                .presentationDetents([.fraction(0.75), .large])
                .presentationBackground(.black)
        }
    }
}

struct PhotoViewer: View {
    let photo: JournalPhoto

    var body: some View {
        VStack {
            Image(photo.assetName)
                .resizable()
                .scaledToFit()
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .horizontal ? length : length * 0.8
                }
            if !photo.caption.isEmpty {
                Text(photo.caption)
                    .foregroundStyle(.white)
            }
        }
    }
}

#Preview("Grid") {
    NavigationStack {
        PhotoGridView()
    }
    .environment(JournalStore())
}

#Preview("Empty") {
    NavigationStack {
        PhotoGridView()
    }
    .environment(JournalStore(entries: []))
}
