import Testing
import Trellis // stands for `import SwiftUI`

// Gradients, materials and hierarchical styles as apps write them, in SwiftUI's own spellings,
// compiled in Swift 5 mode: a profile header, a badge over a photo-like gradient, a progress
// ring's track, and a card on its color's standard gradient.

struct CorpusPaintCard: View {
    var accent: Color = .purple

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(gradient: Gradient(colors: [accent, .blue]), startPoint: .top, endPoint: .bottom)
                    .frame(height: 120)
                Text("Profile")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            HStack {
                Circle()
                    .fill(RadialGradient(gradient: Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 2, endRadius: 30))
                    .frame(width: 60, height: 60)
                Circle()
                    .strokeBorder(AngularGradient(gradient: Gradient(colors: [.green, .mint, .green]), center: .center), lineWidth: 8)
                    .frame(width: 60, height: 60)
                Capsule()
                    .fill(.ellipticalGradient(colors: [.white, .teal]))
                    .frame(width: 80, height: 40)
                Rectangle()
                    .fill(AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)))
                    .frame(width: 40, height: 40)
            }
            Text("Premium")
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.thinMaterial, in: Capsule())
            Text("Gradient title")
                .font(.title)
                .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
            VStack(alignment: .leading) {
                Text("Level one")
                Text("Level two").foregroundStyle(.secondary)
                Text("Level three").foregroundStyle(.tertiary)
                Text("Level four").foregroundStyle(.quaternary)
            }
            .foregroundStyle(accent)
            Text("On its color")
                .foregroundStyle(.white)
                .padding()
                .frame(maxWidth: .infinity)
                .background(accent.gradient)
                .background(.regularMaterial)
            RoundedRectangle(cornerRadius: 8)
                .fill(.tint.opacity(0.3))
                .frame(height: 10)
        }
        .padding()
    }
}

@MainActor
@Suite struct CorpusPaintTests {
    @Test func theCardResolvesItsGradientsMaterialsAndLevels() {
        let dump = CorpusPaintCard().resolved().root.dump()
        #expect(dump.contains("shape rectangle fill=linear(0.5 0 -> 0.5 1)[#AF52DE 0, #007AFF 1]"))
        #expect(dump.contains("shape circle fill=radial(0.5 0.5 r 2 -> 30)"))
        #expect(dump.contains("shape capsule fill=elliptical(0.5 0.5 fraction 0 -> 0.5)"))
        #expect(dump.contains("angular(0.5 0.5 90deg -> 450deg)"))
        #expect(dump.contains("gradient=linear(0 0.5 -> 1 0.5)[#FF2D55 0, #FF9500 1]"))
        #expect(dump.contains("color=#AF52DE@0.6") && dump.contains("color=#AF52DE@0.3") && dump.contains("color=#AF52DE@0.18"))
        #expect(dump.contains("shape capsule fill=#F6F6F6@0.55"))
    }
}
