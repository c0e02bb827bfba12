import Trellis

struct MiniPlayerView: View {
    @Environment(PlayerModel.self) private var player
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    @Binding var showingNowPlaying: Bool

    var body: some View {
        HStack(spacing: 12) {
            if let podcast = player.currentPodcast {
                PodcastArtwork(podcast: podcast, size: 32)
            }
            VStack(alignment: .leading, spacing: 0) {
                Text(player.currentEpisode?.title ?? "Not Playing")
                    .font(.subheadline.weight(.medium))
                    .lineLimit(1)
                if placement != .inline {
                    Text(player.currentPodcast?.title ?? "")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button {
                player.togglePlayback()
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace))
            }
            Button {
                player.skip(by: 30)
            } label: {
                Image(systemName: "goforward.30")
            }
        }
        .font(.title3)
        .buttonStyle(.plain)
        .padding(.horizontal)
        .contentShape(.rect)
        .onTapGesture { showingNowPlaying = true }
    }
}

#Preview {
    MiniPlayerView(showingNowPlaying: .constant(false))
        .environment(PlayerModel.preview)
}
