import Trellis

struct BookmarksView: View {
    @ObservedObject var viewModel: NewsFeedViewModel
    @State private var sortNewestFirst = true

    private var sorted: [Article] {
        viewModel.bookmarks.sorted {
            sortNewestFirst ? $0.publishedAt > $1.publishedAt : $0.publishedAt < $1.publishedAt
        }
    }

    var body: some View {
        List {
            if viewModel.bookmarks.isEmpty {
                ContentUnavailableView(
                    "No Bookmarks",
                    systemImage: "bookmark",
                    description: Text("Long-press a story to save it for later.")
                )
                .listRowSeparator(.hidden)
            } else {
                Section {
                    ForEach(viewModel.bookmarks) { article in
                        NavigationLink(value: article) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(article.title)
                                    .font(.body.weight(.medium))
                                    .lineLimit(2)
                                HStack {
                                    Text(article.source)
                                    Spacer()
                                    Text(article.publishedAt, format: .dateTime.month(.abbreviated).day())
                                }
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { offsets in
                        viewModel.bookmarks.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        viewModel.bookmarks.move(fromOffsets: source, toOffset: destination)
                    }
                } header: {
                    Text("\(viewModel.bookmarks.count) saved")
                } footer: {
                    Text("Bookmarks sync across your devices.")
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Bookmarks")
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                EditButton()
            }
            ToolbarItem(placement: .navigationBarLeading) {
                Menu {
                    Picker("Sort", selection: $sortNewestFirst) {
                        Text("Newest First").tag(true)
                        Text("Oldest First").tag(false)
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}

struct BookmarksView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            BookmarksView(viewModel: .preview)
        }
        NavigationView {
            BookmarksView(viewModel: NewsFeedViewModel())
        }
        .previewDisplayName("Empty")
    }
}
