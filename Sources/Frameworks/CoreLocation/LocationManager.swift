import Foundation

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

/// How precisely the app may locate the device.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// Errors a location manager reports.
public struct CLError: Error, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// What a location manager tells its delegate. Every method is optional; none is ever called,
/// since a static render has no device to locate.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// A location manager that never locates: its status stays `.notDetermined`, its location nil,
/// and requests and updates do nothing, so a view model that owns one compiles and renders the
/// state it was built with.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() {}

    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

/// A compass heading; never delivered.
open class CLHeading: NSObject, @unchecked Sendable {
    open var magneticHeading: CLLocationDirection { 0 }
    open var trueHeading: CLLocationDirection { 0 }
}

/// What kind of travel location updates are for.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation
    case fitness
    case otherNavigation
    case airborne
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Turns addresses into places and back; a static render has no geocoding service, so every
/// request finds nothing.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() {}
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func cancelGeocode() {}
}

/// A place a geocoder found; apps read its names.
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var locality: String? { nil }
    open var administrativeArea: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var postalCode: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
    open var subLocality: String? { nil }
}
