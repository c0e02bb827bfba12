import Trellis

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.monospacedDigit().bold())
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color.blue))
            .opacity(count > 0 ? 1 : 0)
    }
}

struct FeedSourceRow: View {
    let source: FeedSource

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: source.iconSystemName)
                .frame(width: 28, height: 28)
                .background(Color.orange.opacity(0.15))
                .foregroundColor(.orange)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading, spacing: 2) {
                Text(source.name)
                    .font(.body)
                Text(source.url.host ?? source.url.absoluteString)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            UnreadBadge(count: source.unreadCount)
        }
    }
}

struct FeedListView: View {
    @EnvironmentObject var store: FeedStore
    @State private var showingAddFeed = false
    @State private var searchText = ""

    private var filteredSources: [FeedSource] {
        searchText.isEmpty ? store.sources : store.sources.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationView {
            List {
                Section {
                    NavigationLink {
                        FeedItemsView(title: "All Unread", items: store.sources.flatMap(\.items).filter { !$0.isRead })
                    } label: {
                        HStack {
                            Label("All Unread", systemImage: "tray.full")
                            Spacer()
                            UnreadBadge(count: store.totalUnread)
                        }
                    }
                }
                Section("Feeds") {
                    ForEach(filteredSources) { source in
                        NavigationLink {
                            FeedItemsView(title: source.name, items: source.items)
                        } label: {
                            FeedSourceRow(source: source)
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                store.markAllRead(in: source)
                            } label: {
                                Label("Mark Read", systemImage: "checkmark.circle")
                            }
                            .tint(.blue)
                        }
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .listStyle(.sidebar)
            .searchable(text: $searchText, prompt: "Filter feeds")
            .navigationTitle("Feeds")
            .overlay {
                if store.isRefreshing {
                    ProgressView()
                        .padding()
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .safeAreaInset(edge: .bottom) {
                if let lastUpdated = store.lastUpdated {
                    Text("Updated \(lastUpdated, style: .relative) ago")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                        .padding(8)
                        .background(.bar)
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddFeed = true
                    } label: {
                        Label("Add Feed", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddFeed) {
                AddFeedView()
                    .environmentObject(store)
            }
            .refreshable {
                await store.refreshAll()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct FeedListView_Previews: PreviewProvider {
    static var previews: some View {
        FeedListView()
            .environmentObject(FeedStore())
    }
}
