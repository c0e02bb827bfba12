import CoreLocation
import Foundation

/// A café on the map, as a locator app's model file declares it: it imports only Core Location.
struct Cafe: Identifiable {
    let id: Int
    let name: String
    let latitude: CLLocationDegrees
    let longitude: CLLocationDegrees

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// Meters from `location`, for the "nearest first" sort.
    func distance(from location: CLLocation) -> CLLocationDistance {
        CLLocation(latitude: latitude, longitude: longitude).distance(from: location)
    }

    static let samples = [
        Cafe(id: 1, name: "Harbor Roasters", latitude: 37.7955, longitude: -122.3937),
        Cafe(id: 2, name: "Mission Beans", latitude: 37.7599, longitude: -122.4148),
        Cafe(id: 3, name: "Sunset Drip", latitude: 37.7535, longitude: -122.4950),
    ]
}

// Apps add the conformances Core Location leaves out.
extension CLLocationCoordinate2D: Equatable {
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

/// Asks for the user's location, as a locator's view model does; a render never gets one.
final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var authorization: CLAuthorizationStatus = .notDetermined
    @Published var lastLocation: CLLocation?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorization = manager.authorizationStatus
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}
