import CoreLocation
import Foundation

/// Apple's weather service. A render makes no network requests, so every request throws
/// `WeatherError.permissionDenied` and the app's fallback renders.
public final class WeatherService: Sendable {
    /// The service apps share.
    public static let shared = WeatherService()

    public init() {}

    /// The weather at `location`; throws, as a static render has no service to ask.
    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.permissionDenied
    }

    /// The attribution the service's terms ask apps to show; throws, like every request.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}

/// Why a weather request failed.
public enum WeatherError: Error, Sendable, Hashable {
    case permissionDenied
    case unknown
}

/// The service's attribution: its name, legal page and marks.
public struct WeatherAttribution: Sendable, Hashable {
    public var serviceName: String
    public var legalPageURL: URL
    public var legalAttributionText: String
    public var combinedMarkLightURL: URL
    public var combinedMarkDarkURL: URL
    public var squareMarkURL: URL

    public init(
        serviceName: String, legalPageURL: URL, legalAttributionText: String = "", combinedMarkLightURL: URL,
        combinedMarkDarkURL: URL, squareMarkURL: URL
    ) {
        self.serviceName = serviceName
        self.legalPageURL = legalPageURL
        self.legalAttributionText = legalAttributionText
        self.combinedMarkLightURL = combinedMarkLightURL
        self.combinedMarkDarkURL = combinedMarkDarkURL
        self.squareMarkURL = squareMarkURL
    }
}
