import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster

/// `.colorMultiply(_:)` as one color filter: each channel times the color's. White times a
/// color is that color, so the expected pixels are the colors' own components.
enum ColorMultiplyScreens {
    static let orange = Color(red: 1, green: 0.5, blue: 0)

    @MainActor static var squares: some View {
        HStack(spacing: 20) {
            Color.white.frame(width: 60, height: 60).colorMultiply(orange)
            // Multiplied twice: (1, 0.5, 1) then (1, 1, 0) is orange again.
            Color.white.frame(width: 60, height: 60)
                .colorMultiply(Color(red: 1, green: 0.5, blue: 1))
                .colorMultiply(Color(red: 1, green: 1, blue: 0))
        }
        .padding(20)
        .background(Color.black)
    }

    @MainActor static let pages = [SitePage(id: "color-multiply", title: "Color multiply") { AnyView(squares) }]
}
