import AVFoundation
import Trellis

/// A video with the system's playback controls, drawn as the framework placeholder in the space
/// it is given (a render shows no frame of the video), with the app's overlay drawn above it as
/// iOS draws it above the video.
public struct VideoPlayer: View {
    let overlay: AnyView?

    public init(player: AVPlayer?) {
        overlay = nil
    }

    public init<VideoOverlay: View>(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = AnyView(videoOverlay())
    }

    public var body: some View {
        FrameworkPlaceholder("VideoPlayer").overlay {
            if let overlay { overlay }
        }
    }
}
