import Foundation

/// Media at a URL. Nothing is loaded in a render: its duration is zero.
open class AVAsset: NSObject, @unchecked Sendable {
    public let url: URL?

    init(location: URL?) {
        url = location
    }

    public convenience init(url URL: URL) {
        self.init(location: URL)
    }

    open var duration: CMTime { .zero }
}

/// Media at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(location: URL)
    }
}

/// One piece of media a player plays.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let asset: AVAsset

    public init(asset: AVAsset) {
        self.asset = asset
    }

    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    open var duration: CMTime { .zero }
    open func currentTime() -> CMTime { .zero }
}

/// A player of audio and video. A render plays nothing: it stays paused at the start.
open class AVPlayer: NSObject, @unchecked Sendable {
    open private(set) var currentItem: AVPlayerItem?
    open var volume: Float = 1
    open var isMuted = false
    open var rate: Float { 0 }
    open var timeControlStatus: TimeControlStatus { .paused }
    open var actionAtItemEnd: ActionAtItemEnd = .pause

    public override init() {}

    public init(url URL: URL) {
        currentItem = AVPlayerItem(url: URL)
    }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
    }

    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime) async -> Bool { true }
    open func currentTime() -> CMTime { .zero }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    /// Never called in a render; returns a token for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        NSObject()
    }

    open func removeTimeObserver(_ observer: Any) {}

    public enum TimeControlStatus: Int, Sendable {
        case paused
        case waitingToPlayAtSpecifiedRate
        case playing
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance
        case pause
        case none
    }
}

/// A player of a queue of items.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
    }

    open func advanceToNextItem() {}
}

/// Loops an item on a queue player; nothing plays in a render.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {}
}

/// Tells an app an audio player finished; never called in a render.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// A player of a sound file or data. A render plays nothing: `play()` reports false.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var rate: Float = 1
    open var enableRate = false
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }

    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
    }

    @discardableResult open func prepareToPlay() -> Bool { false }
    @discardableResult open func play() -> Bool { false }
    open func pause() {}
    open func stop() {}
}

/// The app's audio session; a render has none to configure, so every call succeeds and changes
/// nothing.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()

    open class func sharedInstance() -> AVAudioSession { shared }

    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {}
    open func setCategory(_ category: Category) throws {}
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    public struct Category: Hashable, Sendable {
        let rawValue: String
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    public struct Mode: Hashable, Sendable {
        let rawValue: String
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
