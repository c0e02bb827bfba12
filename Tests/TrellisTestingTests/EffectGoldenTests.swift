import Testing
import Trellis
@testable import TrellisTesting

/// A small screen with a transform, a shadow, a color filter, a blend mode, a z-index and a mask
/// under golden files in every format, so a change to how an effect is written shows as a diff.
/// Re-record with `TRELLIS_RECORD=failed swift test --filter EffectGoldenTests`.
@MainActor @Suite struct EffectGoldenTests {
    struct Badge: View {
        var body: some View {
            VStack(spacing: 24) {
                ZStack {
                    Circle().fill(Color.orange).frame(width: 60, height: 60).offset(x: -12).zIndex(1)
                    Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 12).blendMode(.multiply)
                }
                RoundedRectangle(cornerRadius: 10).fill(Color.white).frame(width: 120, height: 44)
                    .shadow(radius: 6, y: 3)
                    .rotationEffect(.degrees(-6))
                Color.green.frame(width: 120, height: 20).grayscale(0.5).scaleEffect(x: 1.2, y: 1, anchor: .leading)
                Color.purple.frame(width: 100, height: 40).mask { Capsule() }.blur(radius: 2)
            }
        }
    }

    @Test func effectsScreen() {
        assertGolden(of: Badge(), as: [.dump, .layout, .html, .svg], named: "effects")
    }
}
