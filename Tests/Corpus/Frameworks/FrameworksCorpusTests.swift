import AVKit
import Charts
import CorpusSupport
import CoreLocation
import Foundation
import MapKit
import PhotosUI
import StoreKit
import SwiftUI
import Testing
import TipKit
import Trellis
import TrellisLayout
import WeatherKit

/// The framework modules as app code uses them: every screen here keeps its `import MapKit`,
/// `import StoreKit` … and must compile, render valid pages and draw what iOS would (the app's
/// own views) or the placeholder (what only the framework can draw).
@MainActor @Suite struct FrameworksCorpusTests {
    private static let days = (0..<3).map { Date(timeIntervalSinceReferenceDate: 800_000_000 + Double($0) * 86_400) }
    private static let sales = days.enumerated().flatMap { index, day in
        [DailySales(day: day, city: "San Francisco", cups: 60 + index * 10), DailySales(day: day, city: "Oakland", cups: 40 + index * 5)]
    }

    /// Lays `view` out on a `width`×`height` canvas, GeometryReaders resolved.
    private func laidOut<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844) throws -> LaidOutTree {
        try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: width, height: height))
    }

    /// The frame of the first text node reading `string`, and its index, in pre-order.
    private func textFrame(_ string: String, in layout: LaidOutTree) -> (index: Int, frame: CGRect)? {
        for (index, node) in layout.tree.root.subtree().enumerated() {
            if case .text(let text) = node.kind, text.string == string { return (index, layout[index].frame) }
        }
        return nil
    }

    /// Whether some ancestor of node `index` has exactly `size`.
    private func hasAncestor(of index: Int, sized size: CGSize, in layout: LaidOutTree) -> Bool {
        var current = layout[index].parent
        while current >= 0 {
            if layout[current].frame.size == size { return true }
            current = layout[current].parent
        }
        return false
    }

    // MARK: MapKit

    @Test func anAnnotationSitsWhereItsCoordinateFallsInTheRegion() throws {
        // A 2°×2° region at 0°, 0° on a 200-point square: 0.5° north-east of the center is a
        // quarter of the way in from the top and right edges (Mercator stretches 1° by 0.005%).
        let map = Map(initialPosition: .region(MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2)))) {
            Annotation("", coordinate: CLLocationCoordinate2D(latitude: 0.5, longitude: 0.5), anchor: .center) {
                Text("Pier")
            }
        }
        .frame(width: 200, height: 200)
        let layout = try laidOut(map, width: 200, height: 200)
        let pier = try #require(textFrame("Pier", in: layout))
        #expect(abs(pier.frame.midX - 150) < 0.05, "\(pier.frame)")
        #expect(abs(pier.frame.midY - 50) < 0.05, "\(pier.frame)")
    }

    @Test func latitudesAreProjectedByMercatorNotLinearly() throws {
        // 55°–65° N on a 200-point square: the region's edges are the map's edges, and 60° N is
        // 107.6 points down (Mercator y of 55°, 60°, 65°: 1.1147, 1.3170, 1.5924), not 100.
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 10), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 1))
        let projection = MapProjection(region: region, size: CGSize(width: 200, height: 200))
        #expect(abs(projection.point(for: CLLocationCoordinate2D(latitude: 65, longitude: 10)).y - 0) < 0.01)
        #expect(abs(projection.point(for: CLLocationCoordinate2D(latitude: 55, longitude: 10)).y - 200) < 0.01)
        #expect(abs(projection.point(for: CLLocationCoordinate2D(latitude: 60, longitude: 10)).y - 107.6) < 0.01)
        #expect(abs(projection.point(for: CLLocationCoordinate2D(latitude: 60, longitude: 10)).x - 100) < 0.01)
    }

    @Test func aMarkersBalloonIsCenteredOnItsCoordinateWithItsTitleBelow() throws {
        let map = Map(initialPosition: .region(MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2)))) {
            Marker("Ferry", coordinate: CLLocationCoordinate2D(latitude: -0.5, longitude: -0.5))
        }
        .frame(width: 200, height: 200)
        let layout = try laidOut(map, width: 200, height: 200)
        let title = try #require(textFrame("Ferry", in: layout))
        // The 30-point balloon is centered at (50, 150); the title starts 2 points below it.
        #expect(abs(title.frame.midX - 50) < 0.05, "\(title.frame)")
        #expect(abs(title.frame.minY - (150 + 15 + 2)) < 0.05, "\(title.frame)")
    }

    @Test func anAutomaticPositionFitsEveryMarker() {
        let map = Map {
            ForEach(Cafe.samples) { cafe in Marker(cafe.name, coordinate: cafe.coordinate) }
        }
        let projection = MapProjection(region: map.region, size: CGSize(width: 390, height: 320))
        for cafe in Cafe.samples {
            let point = projection.point(for: cafe.coordinate)
            #expect((0...390).contains(point.x) && (0...320).contains(point.y), "\(cafe.name) at \(point)")
        }
    }

    @Test func theMapIsThePlaceholderOfTheFrameItIsGiven() throws {
        let layout = try laidOut(CafeMapView(cafes: Cafe.samples))
        let name = try #require(textFrame("Map", in: layout))
        #expect(hasAncestor(of: name.index, sized: CGSize(width: 390, height: 320), in: layout))
        for cafe in Cafe.samples {
            #expect(textFrame(cafe.name, in: layout) != nil, "\(cafe.name) is neither on the map nor in the list")
        }
        #expect(textFrame("Roastery", in: layout) != nil)
    }

    // MARK: Core Location

    @Test func distancesAreGreatCircleMeters() {
        // San Francisco to Los Angeles is about 559 km as the crow flies.
        let sanFrancisco = CLLocation(latitude: 37.7749, longitude: -122.4194)
        let losAngeles = CLLocation(latitude: 34.0522, longitude: -118.2437)
        #expect(abs(sanFrancisco.distance(from: losAngeles) - 559_000) < 5_000)
        #expect(sanFrancisco.distance(from: sanFrancisco) == 0)
        #expect(CLLocationManager().location == nil)
        #expect(CLLocationManager().authorizationStatus == .notDetermined)
    }

    // MARK: StoreKit, AVKit, PhotosUI, TipKit

    @Test func theStoreViewsArePlaceholdersAndTheMarketingHeaderIsDrawn() async throws {
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        let layout = try laidOut(PaywallView())
        #expect(textFrame("Cafés Pro", in: layout) != nil)
        #expect(textFrame("SubscriptionStoreView", in: layout) != nil)
        let product = try #require(textFrame("ProductView", in: layout))
        // The product row: the screen's width less the 16-point padding, iOS's 64-point row.
        #expect(hasAncestor(of: product.index, sized: CGSize(width: 358, height: 64), in: layout))
        EnvironmentValues().requestReview()
    }

    @Test func aVideoPlayerIsAPlaceholderWithTheAppsOverlayAboveIt() throws {
        let layout = try laidOut(LessonPlayerView())
        let name = try #require(textFrame("VideoPlayer", in: layout))
        let caption = try #require(textFrame("Lesson 1: Greetings", in: layout))
        #expect(hasAncestor(of: name.index, sized: CGSize(width: 358, height: 220), in: layout))
        #expect(caption.index > name.index, "the overlay is drawn after, so above, the placeholder")
    }

    @Test func aPhotosPickerIsDrawnAsItsLabelInAButton() throws {
        let tree = ProfilePhotoView().resolved()
        var labelsInButtons: [String] = []
        for node in tree.root.subtree() {
            guard case .button = node.kind else { continue }
            for inner in node.subtree() {
                if case .text(let text) = inner.kind { labelsInButtons.append(text.string) }
            }
        }
        #expect(labelsInButtons == ["Choose Photo", "Add to Album"])
    }

    @Test func theLoadedItemIsNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
    }

    @Test func tipsAreNeverShown() {
        let texts = FavoritesView().resolved().root.subtree().compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
        #expect(texts == ["Favorites"])
        #expect(FavoriteTip().id == "FavoriteTip")
        #expect(!FavoriteTip().shouldDisplay)
    }

    // MARK: Charts

    @Test func aChartKeepsItsMarksAndIsDrawnInItsFrame() throws {
        let bars = Chart(Self.sales) { sale in
            BarMark(x: .value("Day", sale.day, unit: .day), y: .value("Cups", sale.cups))
                .foregroundStyle(by: .value("City", sale.city))
        }
        #expect(bars.marks.map(\.name) == Array(repeating: "BarMark", count: 6))
        let mixed = Chart {
            ForEach(Self.sales) { sale in
                LineMark(x: .value("Day", sale.day), y: .value("Cups", sale.cups))
                PointMark(x: .value("Day", sale.day), y: .value("Cups", sale.cups))
            }
            if Self.sales.count > 100 {
                RuleMark(y: .value("Goal", 90))
            } else {
                RuleMark(y: .value("Goal", 50))
            }
        }
        #expect(mixed.marks.map(\.name) == Array(repeating: ["LineMark", "PointMark"], count: 6).flatMap { $0 } + ["RuleMark"])
        #expect(DrinkKind.tea.primitivePlottable == "Tea")

        let layout = try laidOut(SalesChartView(sales: Self.sales))
        #expect(textFrame("Chart", in: layout) == nil)
        // The first chart lists its y values (0, 50, 100) on the leading side, inside its
        // 358 × 220 frame; its bars are annotated with their cups.
        let labels = try ["0", "50", "100"].map { try #require(textFrame($0, in: layout)) }
        for label in labels {
            #expect(hasAncestor(of: label.index, sized: CGSize(width: 358, height: 220), in: layout))
        }
        #expect(labels[0].frame.minY > labels[2].frame.minY)
        #expect(labels.allSatisfy { $0.frame.minX < 60 })
        #expect(textFrame("\(Self.sales[0].cups)", in: layout) != nil)
    }

    // MARK: Pages

    @Test func everyScreenRendersValidHTMLAndSVG() async {
        let rendering = await renderCorpus([
            (id: "cafe-map", view: { AnyView(CafeMapView(cafes: Cafe.samples)) }),
            (id: "legacy-map", view: { AnyView(LegacyCafeMapView(cafes: Cafe.samples)) }),
            (id: "paywall", view: { AnyView(PaywallView()) }),
            (id: "lesson", view: { AnyView(LessonPlayerView()) }),
            (id: "profile-photo", view: { AnyView(ProfilePhotoView()) }),
            (id: "favorites", view: { AnyView(FavoritesView()) }),
            (id: "sales", view: { AnyView(SalesChartView(sales: Self.sales)) }),
            (id: "truck-stop", view: { AnyView(TruckStopView()) }),
        ], folder: "frameworks")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for (page, expected) in [
            ("cafe-map", ["Map", "Harbor Roasters", "Roastery"]), ("legacy-map", ["Map", "Sunset Drip"]),
            ("paywall", ["SubscriptionStoreView", "ProductView", "Cafés Pro"]), ("lesson", ["VideoPlayer", "Lesson 1: Greetings"]),
            ("profile-photo", ["Choose Photo"]), ("favorites", ["Favorites"]), ("sales", ["Bar chart", "Cups sold", "Oakland"]),
            ("truck-stop", ["Civic Center", "Partly Cloudy"]),
        ] {
            let documents = rendering.documents(ofPage: page + ".")
            #expect(documents.count == 2, "\(page)")
            for document in documents {
                for text in expected {
                    #expect(document.text.contains(text), "\(document.path) lacks \(text)")
                }
            }
        }
    }
}

/// WeatherKit as a render sees it: the service never answers, so the app's fallback draws; the
/// conditions read as WeatherKit words them.
@Suite struct WeatherKitTests {
    @Test func theServiceThrowsSoTheFallbackRenders() async {
        await #expect(throws: WeatherError.permissionDenied) {
            try await WeatherService.shared.weather(for: CLLocation(latitude: 0, longitude: 0))
        }
    }

    @Test func conditionsReadAsWords() {
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
        #expect(WeatherCondition.isolatedThunderstorms.description == "Isolated Thunderstorms")
    }
}

/// What chart code computes for its axes before any chart is drawn.
@Suite struct ChartValuesTests {
    @Test func dateBinsStartAtTheUnitAndCoverTheRange() {
        // 09:40 to 15:10 UTC in 3-hour bins: 09:00, 12:00, 15:00, 18:00.
        let start = Date(timeIntervalSince1970: 1_700_000_000 - 1_700_000_000.truncatingRemainder(dividingBy: 86_400) + 9 * 3_600 + 40 * 60)
        let end = start.addingTimeInterval(5 * 3_600 + 30 * 60)
        let hours = DateBins(unit: .hour, by: 3, range: start...end).thresholds.map { date in
            Int(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)) / 3_600
        }
        #expect(hours == [9, 12, 15, 18])
    }
}
