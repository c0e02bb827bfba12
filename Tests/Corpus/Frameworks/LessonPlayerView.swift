import AVFoundation
import AVKit
import SwiftUI

/// Speaks a lesson's words and plays its clip, as a learning app's model does.
final class LessonAudio: ObservableObject {
    private let synthesizer = AVSpeechSynthesizer()
    private var player: AVAudioPlayer?

    func speak(_ word: String) {
        let utterance = AVSpeechUtterance(string: word)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate * 0.8
        synthesizer.speak(utterance)
    }

    func playChime(at url: URL) {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
        player = try? AVAudioPlayer(contentsOf: url)
        player?.numberOfLoops = 0
        player?.play()
    }
}

/// A lesson screen: the clip in a video player with the app's caption over it, and the words.
struct LessonPlayerView: View {
    let player = AVPlayer(url: URL(string: "https://example.com/lessons/hello.m4v")!)
    @StateObject private var audio = LessonAudio()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VideoPlayer(player: player) {
                VStack {
                    Spacer()
                    Text("Lesson 1: Greetings")
                        .font(.caption)
                        .padding(6)
                        .background(.black.opacity(0.6), in: Capsule())
                        .foregroundStyle(.white)
                }
                .padding(.bottom, 8)
            }
            .frame(height: 220)

            Text("Hello")
                .font(.title2.bold())
            Button("Say it") { audio.speak("Hello") }
        }
        .padding()
        .onAppear { player.play() }
        .onDisappear { player.pause() }
    }
}
