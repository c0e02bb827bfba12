import Trellis

struct FeedItemsView: View {
    let title: String
    let items: [FeedItem]
    @Environment(\.openURL) private var openURL
    @AppStorage("showReadItems") private var showReadItems = true

    private var visibleItems: [FeedItem] {
        showReadItems ? items : items.filter { !$0.isRead }
    }

    var body: some View {
        Group {
            if visibleItems.isEmpty {
                ContentUnavailableView("All Caught Up", systemImage: "checkmark.circle", description: Text("There's nothing new in \(title)."))
            } else {
                List(visibleItems) { item in
                    Button {
                        openURL(item.link)
                    } label: {
                        HStack(alignment: .firstTextBaseline, spacing: 10) {
                            Circle()
                                .fill(item.isRead ? Color.clear : Color.blue)
                                .frame(width: 8, height: 8)
                            VStack(alignment: .leading, spacing: 4) {
                                Text(item.title)
                                    .font(.headline)
                                    .foregroundColor(item.isRead ? .secondary : .primary)
                                Text(item.published.formatted(date: .abbreviated, time: .shortened))
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                }
                .listStyle(.plain)
            }
        }
        .navigationTitle(title)
        .toolbar {
            Toggle(isOn: $showReadItems) {
                Label("Show Read", systemImage: showReadItems ? "eye" : "eye.slash")
            }
        }
    }
}

#Preview {
    NavigationStack {
        FeedItemsView(title: "Swift by Sundell", items: FeedSource.samples[1].items)
    }
}
