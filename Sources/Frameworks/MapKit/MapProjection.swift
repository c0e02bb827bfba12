import CoreLocation
import Foundation

/// Where coordinates fall on a map of a given size showing a given region: Web Mercator, as
/// MapKit draws. The region's edges (its center ± half its span) are fitted whole into the size,
/// centered, so the narrower way shows more of the map, as `MKMapView` widens a region to its
/// aspect; away from the equator the center coordinate is then a little below the middle, since
/// Mercator stretches the north half more. Positions depend on nothing but the region, the size
/// and the coordinate.
public struct MapProjection: Sendable {
    /// The region shown, as asked.
    public var region: MKCoordinateRegion
    /// The map's size in points.
    public var size: CGSize
    /// Points per radian of longitude (and of Mercator y).
    let scale: Double
    /// The Mercator y drawn at the middle: halfway between the region's edges.
    let middleY: Double

    public init(region: MKCoordinateRegion, size: CGSize) {
        self.region = region
        self.size = size
        let center = region.center.latitude
        let half = region.span.latitudeDelta / 2
        let north = Self.mercatorY(latitude: center + half), south = Self.mercatorY(latitude: center - half)
        let height = north - south
        middleY = (north + south) / 2
        let width = region.span.longitudeDelta * .pi / 180
        let across = width > 0 ? Double(size.width) / width : .infinity
        let down = height > 0 ? Double(size.height) / height : .infinity
        let fitted = min(across, down)
        scale = fitted.isFinite ? fitted : 1
    }

    /// The point, in the map's own coordinates (origin at its top leading corner), where
    /// `coordinate` falls.
    public func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let dx = (coordinate.longitude - region.center.longitude) * .pi / 180 * scale
        let dy = (Self.mercatorY(latitude: coordinate.latitude) - middleY) * scale
        return CGPoint(x: Double(size.width) / 2 + dx, y: Double(size.height) / 2 - dy)
    }

    /// Points per meter at `latitude`: a meter is 1/111,320 of a degree of latitude there.
    func points(forMeters meters: CLLocationDistance, atLatitude latitude: CLLocationDegrees) -> CGFloat {
        let degrees = meters / 111_320
        let north = Self.mercatorY(latitude: latitude + degrees / 2), south = Self.mercatorY(latitude: latitude - degrees / 2)
        return CGFloat((north - south) * scale)
    }

    /// Mercator's y for `latitude`, in radians, clamped to the ±85.05° the flat map covers.
    static func mercatorY(latitude: CLLocationDegrees) -> Double {
        let φ = min(max(latitude, -85.05112878), 85.05112878) * .pi / 180
        return log(tan(.pi / 4 + φ / 2))
    }

    static func latitude(mercatorY y: Double) -> CLLocationDegrees {
        (2 * atan(exp(y)) - .pi / 2) * 180 / .pi
    }
}
