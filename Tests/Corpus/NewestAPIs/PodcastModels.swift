import Foundation
import Observation

struct Podcast: Identifiable, Hashable {
    let id: String
    var title: String
    var author: String
    var category: String
    var artworkColor: String
    var symbol: String
    var about: String
    var episodes: [Episode]
    var isSubscribed = false
}

struct Episode: Identifiable, Hashable {
    let id: String
    var title: String
    var summary: String
    var published: Date
    var duration: TimeInterval
    var playedFraction: Double = 0
    var isDownloaded = false

    var durationText: String {
        Duration.seconds(duration).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
    }
}

@Observable
final class PlayerModel {
    var currentEpisode: Episode?
    var currentPodcast: Podcast?
    var isPlaying = false
    var elapsed: TimeInterval = 0
    var playbackRate: Double = 1.0
    var sleepTimerMinutes: Int?

    var remaining: TimeInterval {
        (currentEpisode?.duration ?? 0) - elapsed
    }

    var progress: Double {
        guard let duration = currentEpisode?.duration, duration > 0 else { return 0 }
        return elapsed / duration
    }

    func play(_ episode: Episode, of podcast: Podcast) {
        currentEpisode = episode
        currentPodcast = podcast
        elapsed = episode.duration * episode.playedFraction
        isPlaying = true
    }

    func togglePlayback() { isPlaying.toggle() }

    func skip(by seconds: TimeInterval) {
        elapsed = min(max(0, elapsed + seconds), currentEpisode?.duration ?? 0)
    }

    static var preview: PlayerModel {
        let model = PlayerModel()
        model.play(Podcast.samples[0].episodes[0], of: Podcast.samples[0])
        model.elapsed = 1_260
        return model
    }
}

extension Podcast {
    private static let day: TimeInterval = 86_400
    private static let base = Date(timeIntervalSince1970: 1_750_000_000)

    static let samples: [Podcast] = [
        Podcast(id: "swift-talk", title: "Swift Over Coffee", author: "Paul & Mikaela", category: "Technology", artworkColor: "orange", symbol: "cup.and.saucer.fill",
                about: "A weekly chat about Swift, SwiftUI and the Apple developer community.",
                episodes: [
                    Episode(id: "sc-120", title: "Liquid Glass, first impressions", summary: "We dig into the new design language and what it means for your app.", published: base, duration: 3_120, playedFraction: 0.4, isDownloaded: true),
                    Episode(id: "sc-119", title: "Observation in practice", summary: "Migrating a large app from ObservableObject.", published: base - 7 * day, duration: 2_700),
                    Episode(id: "sc-118", title: "Swift 6 and you", summary: "Strict concurrency without tears.", published: base - 14 * day, duration: 3_600, playedFraction: 1),
                ], isSubscribed: true),
        Podcast(id: "deep-field", title: "Deep Field", author: "Night Sky Radio", category: "Science", artworkColor: "indigo", symbol: "sparkles",
                about: "Stories from the edge of the observable universe.",
                episodes: [
                    Episode(id: "df-41", title: "The Webb deep field, two years on", summary: "What the oldest galaxies are telling us.", published: base - 2 * day, duration: 2_460),
                    Episode(id: "df-40", title: "Dark energy surveys", summary: "Is the universe's expansion slowing?", published: base - 9 * day, duration: 2_940),
                ]),
        Podcast(id: "slow-kitchen", title: "The Slow Kitchen", author: "Ana Ruiz", category: "Food", artworkColor: "green", symbol: "fork.knife",
                about: "Long conversations about short recipes.",
                episodes: [
                    Episode(id: "sk-12", title: "Bread without a mixer", summary: "Stretch and fold, explained.", published: base - day, duration: 1_800),
                ], isSubscribed: true),
        Podcast(id: "field-notes", title: "Field Notes", author: "Trail Collective", category: "Outdoors", artworkColor: "teal", symbol: "mountain.2.fill",
                about: "Hiking, maps and the people who walk them.",
                episodes: [
                    Episode(id: "fn-7", title: "Packing light for the Alps", summary: "Our ultralight checklist.", published: base - 4 * day, duration: 2_100),
                ]),
    ]
}
