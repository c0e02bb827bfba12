import CorpusSupport
import MapKit
import SwiftUI
import Testing
import TrellisLayout

/// UIKit's map view as representables wrap it: the wrapping code compiles, the view keeps what
/// it is told, and the screen draws the representable as a placeholder of the frame it is given.
@MainActor @Suite struct StoreFinderMapTests {
    private let map = StoreFinderMap(center: CLLocationCoordinate2D(latitude: 37.77, longitude: -122.41), pins: StoreFinderView().pins)

    @Test func theMapViewKeepsItsRegionCameraAndPins() {
        let mapView = MKMapView()
        map.show(on: mapView)
        #expect(mapView.centerCoordinate.latitude == 37.77)
        #expect(mapView.region.span.longitudeDelta == 0.2)
        #expect(mapView.camera.centerCoordinateDistance == 2_000)
        #expect(mapView.camera.pitch == 30)
        #expect(mapView.annotations.compactMap(\.title) == ["Mission Street", "Ferry Building"])
        map.show(on: mapView)
        #expect(mapView.annotations.count == 2, "showing again replaces the pins, it doesn't add them twice")
    }

    @Test func aMapViewIsAUIViewWithTheFrameItIsMadeWith() {
        let mapView: UIView = MKMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(mapView.bounds.size == CGSize(width: 320, height: 200))
        let configured = StoreFinderMap.makeMapView()
        #expect(!configured.isRotateEnabled && !configured.showsCompass)
        #expect((configured.preferredConfiguration as? MKStandardMapConfiguration)?.emphasisStyle == .muted)
    }

    @Test func theScreenDrawsTheMapAsAPlaceholderAboveTheList() async throws {
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(StoreFinderView().resolved(), in: CGSize(width: 390, height: 844))
        var placeholder: CGRect?
        var names: [String] = []
        for (index, node) in layout.tree.root.subtree().enumerated() {
            guard case .text(let text) = node.kind else { continue }
            if text.string == "StoreFinderMap" { placeholder = layout[index].frame }
            names.append(text.string)
        }
        let label = try #require(placeholder, "the representable is drawn as the placeholder named for its type")
        #expect(label.maxY <= 240, "the placeholder's name is inside the 240-point frame the map is given")
        #expect(names.contains("Mission Street") && names.contains("Ferry Building"))

        let rendering = await renderCorpus([(id: "store-finder", view: { AnyView(StoreFinderView()) })], folder: "store-finder")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        #expect(rendering.documents(ofPage: "store-finder.").count == 2)
    }
}
