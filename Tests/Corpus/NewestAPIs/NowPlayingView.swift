import Trellis

struct NowPlayingView: View {
    @Environment(PlayerModel.self) private var player
    @Environment(\.dismiss) private var dismiss
    @Namespace private var glassNamespace

    private let rates: [Double] = [0.8, 1.0, 1.2, 1.5, 2.0]

    var body: some View {
        @Bindable var player = player
        ZStack {
            background
                .ignoresSafeArea()

            VStack(spacing: 28) {
                Capsule()
                    .fill(.white.opacity(0.5))
                    .frame(width: 40, height: 5)

                if let podcast = player.currentPodcast {
                    PodcastArtwork(podcast: podcast, size: 260)
                        .scaleEffect(player.isPlaying ? 1 : 0.85)
                        .shadow(color: .black.opacity(0.3), radius: 24, y: 12)
                        .animation(.spring(duration: 0.4, bounce: 0.3), value: player.isPlaying)
                }

                VStack(spacing: 4) {
                    Text(player.currentEpisode?.title ?? "")
                        .font(.title3.bold())
                        .multilineTextAlignment(.center)
                    Text(player.currentPodcast?.title ?? "")
                        .foregroundStyle(.secondary)
                }

                VStack(spacing: 6) {
                    Slider(value: $player.elapsed, in: 0...(player.currentEpisode?.duration ?? 1))
                    HStack {
                        Text(Duration.seconds(player.elapsed).formatted(.time(pattern: .minuteSecond)))
                        Spacer()
                        Text("-" + Duration.seconds(player.remaining).formatted(.time(pattern: .minuteSecond)))
                    }
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
                }

                controls

                HStack {
                    Menu {
                        Picker("Speed", selection: $player.playbackRate) {
                            ForEach(rates, id: \.self) { rate in
                                Text(rate, format: .number.precision(.fractionLength(1))).tag(rate)
                            }
                        }
                    } label: {
                        Text("\(player.playbackRate, specifier: "%.1f")×")
                            .font(.headline)
                    }
                    Spacer()
                    Button("Sleep Timer", systemImage: "moon.zzz") {
                        player.sleepTimerMinutes = 30
                    }
                    .labelStyle(.iconOnly)
                    Spacer()
                    ShareLink(item: "https://example.com/episodes/\(player.currentEpisode?.id ?? "")")
                        .labelStyle(.iconOnly)
                }
                .font(.title3)
                .padding(.horizontal)
            }
            .padding(24)
            .foregroundStyle(.white)
        }
        .presentationDragIndicator(.hidden)
        .presentationBackground(.clear)
    }

    @ViewBuilder
    private var controls: some View {
        if #available(iOS 26, *) {
            GlassEffectContainer(spacing: 24) {
                HStack(spacing: 24) {
                    Button { player.skip(by: -15) } label: {
                        Image(systemName: "gobackward.15")
                            .font(.title)
                            .frame(width: 64, height: 64)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("back", in: glassNamespace)

                    Button { player.togglePlayback() } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                            .font(.largeTitle)
                            .frame(width: 88, height: 88)
                            .contentTransition(.symbolEffect(.replace.downUp))
                    }
                    .glassEffect(.regular.tint(.white.opacity(0.2)).interactive(), in: .circle)
                    .glassEffectID("play", in: glassNamespace)

                    Button { player.skip(by: 30) } label: {
                        Image(systemName: "goforward.30")
                            .font(.title)
                            .frame(width: 64, height: 64)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("forward", in: glassNamespace)
                }
            }
        } else {
            HStack(spacing: 40) {
                Button { player.skip(by: -15) } label: {
                    Image(systemName: "gobackward.15").font(.title)
                }
                Button { player.togglePlayback() } label: {
                    Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 72))
                }
                Button { player.skip(by: 30) } label: {
                    Image(systemName: "goforward.30").font(.title)
                }
            }
            .buttonStyle(.plain)
        }
    }

    private var background: some View {
        MeshGradient(
            width: 3,
            height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.6, 0.4], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                .orange, .red, .purple,
                .pink, .orange, .indigo,
                .purple, .indigo, .black,
            ]
        )
    }
}

#Preview {
    NowPlayingView()
        .environment(PlayerModel.preview)
}
