import Trellis
import TrellisSite

/// Screens that use every drawing effect and transform, written as app code writes them, for the
/// effect tests: validity, goldens, the agreement of frames and the pixel comparison.
struct TransformsScreen: View {
    var body: some View {
        VStack(spacing: 28) {
            Rectangle().fill(Color.orange).frame(width: 120, height: 60).rotationEffect(.degrees(30))
            HStack(spacing: 40) {
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 50, height: 50)
                    .scaleEffect(1.5, anchor: .topLeading)
                Circle().fill(Color.green).frame(width: 40, height: 40).scaleEffect(x: 2, y: 0.5)
                Text("Moved").offset(x: 20, y: 10)
            }
            HStack(spacing: 30) {
                Rectangle().fill(Color.purple).frame(width: 60, height: 60)
                    .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                Rectangle().fill(Color.pink).frame(width: 60, height: 60)
                    .rotation3DEffect(.degrees(45), axis: (x: 1, y: 1, z: 0))
                Rectangle().fill(Color.teal).frame(width: 60, height: 60)
                    .rotation3DEffect(.degrees(20), axis: (x: 0, y: 0, z: 1), anchor: .bottomTrailing)
            }
            Text("Tilted title").font(.title).rotationEffect(.degrees(-8), anchor: .leading)
        }
    }
}

struct ColorFiltersScreen: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var palette: some View {
        HStack(spacing: 0) {
            ForEach(0..<6) { index in colors[index].frame(width: 40, height: 36) }
        }
    }

    var body: some View {
        VStack(spacing: 10) {
            palette
            palette.brightness(0.3)
            palette.brightness(-0.3)
            palette.contrast(0.5)
            palette.contrast(-1)
            palette.saturation(0.3)
            palette.saturation(2)
            palette.grayscale(1)
            palette.hueRotation(.degrees(90))
            palette.colorInvert()
        }
    }
}

struct ShadowsAndBlursScreen: View {
    var body: some View {
        VStack(spacing: 36) {
            RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 200, height: 70)
                .shadow(radius: 8)
            RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 200, height: 70)
                .shadow(color: .blue.opacity(0.6), radius: 4, x: 6, y: 8)
            Text("Glow").font(.largeTitle).foregroundStyle(Color.white).shadow(color: .black, radius: 3, x: 0, y: 2)
            Circle().fill(Color.red).frame(width: 80, height: 80).blur(radius: 10)
            Rectangle().fill(Color.green).frame(width: 120, height: 50).overlay(Text("Frosted")).blur(radius: 4, opaque: true)
        }
    }
}

struct CompositingScreen: View {
    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                Circle().fill(Color.red).frame(width: 80, height: 80).offset(x: -25).zIndex(2)
                Circle().fill(Color.blue).frame(width: 80, height: 80)
                Circle().fill(Color.green).frame(width: 80, height: 80).offset(x: 25).zIndex(-1)
            }
            ZStack {
                Circle().fill(Color.yellow).frame(width: 90, height: 90).offset(x: -22)
                Circle().fill(Color.teal).frame(width: 90, height: 90).offset(x: 22).blendMode(.multiply)
            }
            .compositingGroup()
            Rectangle().fill(Color.indigo).frame(width: 160, height: 80)
                .mask { Circle().frame(width: 70, height: 70) }
            Color.orange.frame(width: 220, height: 50)
                .mask(alignment: .leading) { Text("Masked").font(.largeTitle).bold() }
            Text("Layered").padding(8).background(Color.yellow).border(Color.black, width: 2).cornerRadius(6).drawingGroup()
        }
    }
}

/// Stat cards with continuous corners and a soft shadow, and a badge with a capsule and a blur
/// behind it, as a dashboard draws them.
struct DashboardEffectsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Today").font(.largeTitle).bold()
            HStack(spacing: 16) {
                StatCard(title: "Steps", value: "8,412", color: .orange)
                StatCard(title: "Sleep", value: "7h 20m", color: .indigo)
            }
            ZStack {
                Capsule().fill(Color.pink).frame(width: 120, height: 36).blur(radius: 12).offset(y: 6)
                Text("New record").font(.headline).foregroundStyle(Color.white)
                    .padding(.horizontal, 14).padding(.vertical, 8)
                    .background(Capsule().fill(Color.pink))
            }
            .frame(maxWidth: .infinity)
            Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(Color.yellow)
                .rotationEffect(.degrees(15)).scaleEffect(1.2).shadow(color: .orange, radius: 2)
        }
        .padding()
    }
}

struct StatCard: View {
    let title: String
    let value: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.subheadline).foregroundStyle(.secondary)
            Text(value).font(.title2).bold().foregroundStyle(color)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color.white))
        .shadow(color: .black.opacity(0.12), radius: 10, x: 0, y: 4)
    }
}

let effectScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("effects-transforms", { AnyView(TransformsScreen()) }),
    ("effects-color-filters", { AnyView(ColorFiltersScreen()) }),
    ("effects-shadows-blurs", { AnyView(ShadowsAndBlursScreen()) }),
    ("effects-compositing", { AnyView(CompositingScreen()) }),
    ("effects-dashboard", { AnyView(DashboardEffectsScreen().background(Color(SemanticColor.secondarySystemBackground))) }),
]

/// The effect screens as site pages, for the effect tests' plans.
let effectPages = effectScreens.map { SitePage(id: $0.id, title: $0.id, makeView: $0.makeView) }
