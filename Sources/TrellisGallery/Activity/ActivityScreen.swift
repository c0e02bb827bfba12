import Trellis

/// Shapes and effects together, as a fitness app draws its day: a gradient header with the
/// title over it, an activity ring (a trimmed, round-capped gradient stroke turned to start at
/// twelve o'clock), stat cards with continuous corners and a soft shadow, and a capsule badge
/// with a blurred glow behind it.
public struct ActivityScreen: View {
    /// Creates the activity screen; it needs no data.
    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                header
                HStack(spacing: 24) {
                    ActivityRing(progress: 0.72)
                        .frame(width: 120, height: 120)
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Move").font(.headline)
                        Text("432 of 600 kcal").font(.subheadline)
                        badge
                    }
                }
                HStack(spacing: 12) {
                    StatTile(title: "Steps", value: "8,412")
                    StatTile(title: "Floors", value: "12")
                    StatTile(title: "Minutes", value: "47")
                }
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle("Activity")
        }
    }

    private var header: some View {
        LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(height: 110)
            .overlay(alignment: .bottomLeading) {
                Text("Tuesday").font(.largeTitle).bold().foregroundStyle(.white).padding()
            }
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    }

    private var badge: some View {
        Text("STREAK 5")
            .font(.caption)
            .bold()
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.indigo))
            .background(Capsule().fill(Color.pink).padding(-3).blur(radius: 6))
    }
}

/// A ring filled to `progress`: a faint full track under the trimmed stroke.
private struct ActivityRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.25), lineWidth: 14)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("72%").font(.title2).bold()
        }
    }
}

private struct StatTile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(Color(white: 0.3))
            Text(value).font(.title2).bold().foregroundStyle(Color.black)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(Color.white)
                .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4))
    }
}
