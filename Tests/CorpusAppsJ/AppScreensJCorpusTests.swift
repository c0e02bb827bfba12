import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisRender
import TrellisTesting

/// Reusable SwiftUI component-library code as public design-system packages write it (button,
/// toggle, label, progress, text-field, group-box, disclosure, menu and gauge styles; a flow
/// layout, a radial layout, AnyLayout; anchor preferences; insettable and animatable shapes;
/// custom transitions; a modifier library; generic containers; environment keys; dynamic
/// properties; toasts, ratings, a segmented control, a stepper, badges, avatars, skeletons and a
/// carousel) with its demo app, compiled with only `import SwiftUI` changed.
@MainActor @Suite struct AppScreensJCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(AppScreensJ.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-j")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in AppScreensJ.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
