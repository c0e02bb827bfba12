import MapKit
import SwiftUI

/// An iOS 17 map screen: markers from a ForEach, an annotation of the app's own, a walking route,
/// a delivery radius and the user's location, with the map's style and controls set.
struct CafeMapView: View {
    let cafes: [Cafe]
    @State private var position: MapCameraPosition = .region(
        MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 37.775, longitude: -122.44),
            span: MKCoordinateSpan(latitudeDelta: 0.08, longitudeDelta: 0.14)))
    @State private var selection: Int?
    @StateObject private var location = LocationModel()

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Map(position: $position, selection: $selection) {
                    ForEach(cafes) { cafe in
                        Marker(cafe.name, systemImage: "takeoutbag.and.cup.and.straw", coordinate: cafe.coordinate)
                            .tint(.brown)
                            .tag(cafe.id)
                    }
                    Annotation("Roastery", coordinate: CLLocationCoordinate2D(latitude: 37.78, longitude: -122.42)) {
                        Image(systemName: "flame.fill")
                            .padding(6)
                            .background(.orange, in: Circle())
                            .foregroundStyle(.white)
                    }
                    MapPolyline(coordinates: cafes.map(\.coordinate))
                        .stroke(.blue, lineWidth: 4)
                    MapCircle(center: cafes[0].coordinate, radius: 800)
                        .foregroundStyle(.green.opacity(0.2))
                    UserAnnotation()
                }
                .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .excludingAll))
                .mapControls {
                    MapUserLocationButton()
                    MapCompass()
                    MapScaleView()
                }
                .onMapCameraChange { context in
                    print(context.region.center.latitude)
                }
                .frame(height: 320)

                List(cafes) { cafe in
                    Label(cafe.name, systemImage: "mappin")
                }
            }
            .navigationTitle("Cafés")
            .onAppear { location.start() }
        }
    }
}

/// The iOS 14–16 map: a bound region and annotations made from items.
struct LegacyCafeMapView: View {
    @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.775, longitude: -122.44), latitudinalMeters: 9000, longitudinalMeters: 12000)
    let cafes: [Cafe]

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: cafes) { cafe in
            MapAnnotation(coordinate: cafe.coordinate) {
                Text(cafe.name)
                    .font(.caption)
                    .padding(4)
                    .background(.white, in: Capsule())
            }
        }
        .ignoresSafeArea()
    }
}
