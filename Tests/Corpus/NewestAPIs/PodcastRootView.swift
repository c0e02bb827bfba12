import Trellis

struct PodcastRootView: View {
    @State private var player = PlayerModel.preview
    @State private var showingNowPlaying = false

    var body: some View {
        content
            .environment(player)
    }

    @ViewBuilder
    private var content: some View {
        if #available(iOS 26, *) {
            tabs
                .tabBarMinimizeBehavior(.onScrollDown)
                .tabViewBottomAccessory {
                    MiniPlayerView(showingNowPlaying: $showingNowPlaying)
                }
        } else {
            tabs
                .safeAreaInset(edge: .bottom) {
                    MiniPlayerView(showingNowPlaying: $showingNowPlaying)
                        .padding(.horizontal)
                        .padding(.bottom, 56)
                }
        }
    }

    private var tabs: some View {
        TabView {
            Tab("Home", systemImage: "house.fill") {
                NavigationStack {
                    PodcastDiscoverView()
                }
            }
            Tab("Library", systemImage: "square.stack.fill") {
                NavigationStack {
                    SubscriptionsView()
                }
            }
            Tab(role: .search) {
                NavigationStack {
                    ContentUnavailableView("Search Podcasts", systemImage: "magnifyingglass", description: Text("Find shows and episodes."))
                        .navigationTitle("Search")
                }
            }
        }
        .sheet(isPresented: $showingNowPlaying) {
            NowPlayingView()
                .environment(player)
        }
    }
}

struct SubscriptionsView: View {
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(Podcast.samples.filter(\.isSubscribed)) { podcast in
                    NavigationLink(value: podcast) {
                        VStack(alignment: .leading) {
                            PodcastArtwork(podcast: podcast, size: 150)
                            Text(podcast.title)
                                .font(.subheadline.weight(.semibold))
                                .lineLimit(1)
                            Text("\(podcast.episodes.count) episodes")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .navigationTitle("Library")
        .navigationDestination(for: Podcast.self) { podcast in
            EpisodeListView(podcast: podcast)
        }
    }
}

struct PodcastArtwork: View {
    let podcast: Podcast
    var size: CGFloat = 60

    var body: some View {
        RoundedRectangle(cornerRadius: size * 0.18, style: .continuous)
            .fill(Color(paletteName: podcast.artworkColor).gradient)
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: podcast.symbol)
                    .font(.system(size: size * 0.4))
                    .foregroundStyle(.white)
            }
    }
}

#Preview {
    PodcastRootView()
}
