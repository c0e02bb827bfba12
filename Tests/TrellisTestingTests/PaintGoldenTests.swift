import Foundation
import Testing
import Trellis
import TrellisGallery
@testable import TrellisTesting

/// The paint screen (gradients, materials, hierarchical styles) under golden files, in the dump,
/// the layout and both formats, light and dark. Its agreement in Chromium is
/// `GradientAgreementTests`. Re-record with `TRELLIS_RECORD=failed swift test --filter PaintGoldenTests`.
@MainActor @Suite struct PaintGoldenTests {
    @Test func paintScreen() {
        assertGolden(of: PaintScreen(), as: [.dump, .layout, .html, .svg], named: "paint", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
