import Trellis

struct PodcastDiscoverView: View {
    @Environment(PlayerModel.self) private var player
    @State private var featuredID: Podcast.ID?
    @State private var scrollOffset: CGFloat = 0

    private let podcasts = Podcast.samples

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                featuredPager

                VStack(alignment: .leading, spacing: 12) {
                    Text("Up Next")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(podcasts) { podcast in
                                if let episode = podcast.episodes.first {
                                    UpNextCard(podcast: podcast, episode: episode)
                                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                                }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                    .safeAreaPadding(.horizontal)
                    .scrollIndicators(.hidden)
                }

                VStack(alignment: .leading, spacing: 4) {
                    Text("Top Shows")
                        .font(.title2.bold())
                    ForEach(Array(podcasts.enumerated()), id: \.element.id) { index, podcast in
                        NavigationLink(value: podcast) {
                            HStack(spacing: 12) {
                                Text("\(index + 1)")
                                    .font(.title3.bold().monospacedDigit())
                                    .foregroundStyle(.secondary)
                                    .frame(width: 24)
                                PodcastArtwork(podcast: podcast, size: 56)
                                VStack(alignment: .leading) {
                                    Text(podcast.title).font(.headline)
                                    Text(podcast.category).font(.caption).foregroundStyle(.secondary)
                                }
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .foregroundStyle(.tertiary)
                            }
                            .padding(.vertical, 6)
                        }
                        .buttonStyle(.plain)
                        Divider()
                    }
                }
                .padding(.horizontal)
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top
        } action: { _, newValue in
            scrollOffset = newValue
        }
        .navigationTitle("Home")
        .navigationDestination(for: Podcast.self) { podcast in
            EpisodeListView(podcast: podcast)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Account", systemImage: "person.crop.circle") {}
            }
        }
    }

    private var featuredPager: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(podcasts) { podcast in
                    FeaturedBanner(podcast: podcast)
                        .containerRelativeFrame(.horizontal)
                        .id(podcast.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $featuredID, anchor: .center)
        .scrollIndicators(.hidden)
        .frame(height: 220)
        .scrollClipDisabled()
    }
}

struct FeaturedBanner: View {
    let podcast: Podcast

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color(paletteName: podcast.artworkColor)
                .overlay {
                    Image(systemName: podcast.symbol)
                        .font(.system(size: 120))
                        .foregroundStyle(.white.opacity(0.25))
                        .offset(x: 80, y: -20)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(podcast.category.uppercased())
                    .font(.caption.bold())
                    .foregroundStyle(.white.opacity(0.8))
                Text(podcast.title)
                    .font(.title.bold())
                    .foregroundStyle(.white)
                Text(podcast.about)
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.9))
                    .lineLimit(2)
            }
            .padding()
        }
        .clipShape(.rect(cornerRadius: 24))
        .padding(.horizontal)
    }
}

struct UpNextCard: View {
    let podcast: Podcast
    let episode: Episode
    @Environment(PlayerModel.self) private var player

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                PodcastArtwork(podcast: podcast, size: 40)
                Text(episode.published, format: .relative(presentation: .named))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(episode.title)
                .font(.headline)
                .lineLimit(2, reservesSpace: true)
            Button {
                player.play(episode, of: podcast)
            } label: {
                Label(episode.durationText, systemImage: "play.fill")
                    .font(.caption.bold())
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
            .tint(Color(paletteName: podcast.artworkColor))
        }
        .padding()
        .background(.fill.quaternary, in: .rect(cornerRadius: 18))
    }
}

#Preview {
    NavigationStack {
        PodcastDiscoverView()
    }
    .environment(PlayerModel.preview)
}
