import MapKit
import SwiftUI

/// A pin on the store finder's map, as apps written before SwiftUI's `Map` declare their
/// annotations: an `NSObject` subclass adopting `MKAnnotation`.
final class StorePin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init(name: String, latitude: Double, longitude: Double) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        title = name
    }
}

/// An iOS 13-era map: UIKit's map view wrapped in a representable, its region and pins set in
/// `updateUIView`.
struct StoreFinderMap: UIViewRepresentable {
    var center: CLLocationCoordinate2D
    var pins: [StorePin]

    func makeUIView(context: Context) -> MKMapView {
        Self.makeMapView()
    }

    /// A still map: no rotation, no compass, muted colors.
    static func makeMapView() -> MKMapView {
        let mapView = MKMapView(frame: .zero)
        mapView.isRotateEnabled = false
        mapView.showsCompass = false
        mapView.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .flat, emphasisStyle: .muted)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        show(on: mapView)
    }

    /// Centers `mapView` on the stores and puts their pins on it, replacing those it had.
    func show(on mapView: MKMapView) {
        mapView.setRegion(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)), animated: true)
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(pins)
        mapView.camera = MKMapCamera(lookingAtCenter: center, fromDistance: 2_000, pitch: 30, heading: 0)
    }
}

/// The store finder's screen: the map above a list of the stores.
struct StoreFinderView: View {
    let pins = [StorePin(name: "Mission Street", latitude: 37.76, longitude: -122.42), StorePin(name: "Ferry Building", latitude: 37.795, longitude: -122.393)]

    var body: some View {
        VStack(spacing: 0) {
            StoreFinderMap(center: CLLocationCoordinate2D(latitude: 37.77, longitude: -122.41), pins: pins)
                .frame(height: 240)
            List(pins, id: \.self) { pin in
                Text(pin.title ?? "")
            }
        }
    }
}
