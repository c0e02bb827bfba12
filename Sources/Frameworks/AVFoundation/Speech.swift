import Foundation

/// Text to speak, with its voice and rate.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0

    public init(string: String) {
        speechString = string
    }
}

public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice for a language.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String

    public init?(language languageCode: String?) {
        language = languageCode ?? "en-US"
    }

    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}

/// Speaks utterances; a render says nothing and is never speaking.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }

    public override init() {}

    open func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Where speech may stop.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate
    case word
}

/// Tells an app about speech; never called in a render.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
}

/// A kind of media a capture device records.
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
}

/// Whether the app may use a camera or microphone.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined
    case restricted
    case denied
    case authorized
}

/// A camera or microphone. A render has neither: access is never determined, and asking is denied.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}
