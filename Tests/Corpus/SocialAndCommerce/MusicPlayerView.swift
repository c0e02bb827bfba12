import Trellis

struct MusicPlayerView: View {
    let track: Track
    @State private var isPlaying = true
    @State private var progress: Double = 0.35
    @State private var volume: Double = 0.6
    @State private var isFavorite = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            background
            VStack(spacing: 24) {
                Capsule()
                    .fill(.secondary)
                    .frame(width: 40, height: 5)
                    .padding(.top, 8)

                artwork
                    .scaleEffect(isPlaying ? 1 : 0.85)
                    .animation(.spring(duration: 0.4, bounce: 0.3), value: isPlaying)

                HStack {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(track.title)
                            .font(.title2.bold())
                            .lineLimit(1)
                        Text(track.artist)
                            .font(.title3)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .font(.title2)
                            .contentTransition(.symbolEffect(.replace))
                    }
                    .tint(.pink)
                }

                ScrubberView(progress: $progress, duration: track.duration)

                controls

                HStack(spacing: 12) {
                    Image(systemName: "speaker.fill")
                    Slider(value: $volume, in: 0...1)
                        .tint(.white)
                    Image(systemName: "speaker.wave.3.fill")
                }
                .font(.caption)
                .foregroundStyle(.secondary)

                Spacer()
            }
            .padding(.horizontal, 28)
        }
        .foregroundStyle(.white)
        .environment(\.colorScheme, .dark)
    }

    private var artwork: some View {
        AsyncImage(url: track.artworkURL) { image in
            image.resizable().aspectRatio(1, contentMode: .fit)
        } placeholder: {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 80))
                        .foregroundStyle(.white.opacity(0.7))
                }
        }
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(color: .black.opacity(0.4), radius: 20, x: 0, y: 10)
    }

    private var background: some View {
        LinearGradient(
            gradient: Gradient(colors: [Color(red: 0.45, green: 0.2, blue: 0.35), Color(red: 0.1, green: 0.05, blue: 0.15)]),
            startPoint: .top,
            endPoint: .bottom
        )
        .ignoresSafeArea()
    }

    private var controls: some View {
        HStack {
            Button {} label: { Image(systemName: "backward.fill") }
            Spacer()
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.system(size: 44))
                    .frame(width: 64, height: 64)
                    .contentTransition(.symbolEffect(.replace.downUp))
            }
            Spacer()
            Button {} label: { Image(systemName: "forward.fill") }
        }
        .font(.largeTitle)
        .buttonStyle(.plain)
        .padding(.horizontal, 32)
    }
}

#Preview {
    MusicPlayerView(track: .sample)
}
