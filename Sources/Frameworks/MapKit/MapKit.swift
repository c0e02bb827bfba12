// `import MapKit` on Linux: regions, camera positions and `Map` with its markers, annotations and
// overlays. There are no map tiles, so a map is drawn as the framework placeholder with the
// content placed where its coordinates fall in the map's region (MapViewport.swift). Depended on
// only on Linux, like the SwiftUI product; MapKit re-exports Core Location, as Apple's does.
@_exported import CoreLocation
@_exported import Trellis
