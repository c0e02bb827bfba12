import Trellis

/// Gradients, materials and hierarchical styles as apps use them: a gradient header with a
/// title and a material badge over it, stat cards on `Color.gradient`, the four gradient kinds
/// as fills, a text filled with a gradient, and the levels of a foreground style.
public struct PaintScreen: View {
    /// Creates the paint screen; it needs no data.
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            header
            HStack(spacing: 12) {
                StatCard(title: "Steps", value: "8,412", color: .blue)
                StatCard(title: "Floors", value: "12", color: .green)
                StatCard(title: "Minutes", value: "47", color: .orange)
            }
            HStack(spacing: 12) {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 40))
                    .frame(width: 80, height: 80)
                Ellipse()
                    .fill(EllipticalGradient(colors: [.white, .teal, .indigo]))
                    .frame(width: 100, height: 80)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 12)
                    .fill(.linearGradient(stops: [
                        Gradient.Stop(color: .mint, location: 0), Gradient.Stop(color: .mint, location: 0.3),
                        Gradient.Stop(color: .indigo, location: 1),
                    ], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 80)
            }
            Text("Filled with a gradient")
                .font(.title)
                .bold()
                .foregroundStyle(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
            VStack(alignment: .leading, spacing: 4) {
                Text("Primary level")
                Text("Secondary level").foregroundStyle(.secondary)
                Text("Tertiary level").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.indigo)
            .font(.headline)
        }
        .padding()
    }

    private var header: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 6) {
                Text("NEW")
                    .font(.caption)
                    .bold()
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.ultraThinMaterial, in: Capsule())
                Text("Morning run")
                    .font(.largeTitle)
                    .bold()
                    .foregroundStyle(.white)
            }
            .padding()
        }
        .frame(height: 150)
        .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

private struct StatCard: View {
    let title: String
    let value: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.white.opacity(0.8))
            Text(value).font(.title2).bold().foregroundStyle(.white)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(color.gradient, in: RoundedRectangle(cornerRadius: 16))
    }
}
