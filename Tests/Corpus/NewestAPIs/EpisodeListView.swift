import Trellis

struct EpisodeListView: View {
    let podcast: Podcast
    @Environment(PlayerModel.self) private var player
    @State private var isSubscribed: Bool
    @State private var sortNewestFirst = true

    init(podcast: Podcast) {
        self.podcast = podcast
        _isSubscribed = State(initialValue: podcast.isSubscribed)
    }

    private var episodes: [Episode] {
        podcast.episodes.sorted { sortNewestFirst ? $0.published > $1.published : $0.published < $1.published }
    }

    var body: some View {
        List {
            Section {
                VStack(spacing: 14) {
                    PodcastArtwork(podcast: podcast, size: 160)
                        .shadow(radius: 12, y: 6)
                    Text(podcast.title)
                        .font(.title2.bold())
                    Text(podcast.author)
                        .foregroundStyle(.secondary)
                    Button {
                        isSubscribed.toggle()
                    } label: {
                        Label(isSubscribed ? "Subscribed" : "Follow", systemImage: isSubscribed ? "checkmark" : "plus")
                            .contentTransition(.symbolEffect(.replace))
                            .frame(maxWidth: 200)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .sensoryFeedback(.impact(weight: .light), trigger: isSubscribed)
                    Text(podcast.about)
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }

            Section("Episodes") {
                ForEach(episodes) { episode in
                    EpisodeRow(episode: episode, isCurrent: player.currentEpisode?.id == episode.id, isPlaying: player.isPlaying)
                        .swipeActions(edge: .leading) {
                            Button("Play", systemImage: "play") {
                                player.play(episode, of: podcast)
                            }
                            .tint(.green)
                        }
                        .swipeActions {
                            Button("Download", systemImage: "arrow.down.circle") {}
                                .tint(.blue)
                        }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle(podcast.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Toggle("Newest First", isOn: $sortNewestFirst)
                }
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode
    var isCurrent = false
    var isPlaying = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(episode.published, format: .dateTime.month(.abbreviated).day().year())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(episode.title)
                .font(.headline)
            Text(episode.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            HStack(spacing: 10) {
                Image(systemName: isCurrent && isPlaying ? "waveform" : "play.circle.fill")
                    .symbolEffect(.variableColor.iterative, isActive: isCurrent && isPlaying)
                    .foregroundStyle(.tint)
                    .font(.title3)
                if episode.playedFraction > 0 && episode.playedFraction < 1 {
                    ProgressView(value: episode.playedFraction)
                        .frame(width: 60)
                    Text("\(Int((1 - episode.playedFraction) * episode.duration / 60)) min left")
                } else if episode.playedFraction >= 1 {
                    Text("Played")
                } else {
                    Text(episode.durationText)
                }
                Spacer()
                if episode.isDownloaded {
                    Image(systemName: "arrow.down.circle.fill")
                        .foregroundStyle(.secondary)
                }
            }
            .font(.caption)
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    NavigationStack {
        EpisodeListView(podcast: Podcast.samples[0])
    }
    .environment(PlayerModel.preview)
}
