import Trellis

struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        let width = rect.width
        let height = rect.height
        let points = [
            CGPoint(x: width * 0.5, y: 0),
            CGPoint(x: width, y: height * 0.25),
            CGPoint(x: width, y: height * 0.75),
            CGPoint(x: width * 0.5, y: height),
            CGPoint(x: 0, y: height * 0.75),
            CGPoint(x: 0, y: height * 0.25),
        ]
        return Path { path in
            path.addLines(points)
            path.closeSubpath()
        }
    }
}

extension Achievement.Tier {
    var colors: [Color] {
        switch self {
        case .bronze: return [Color(red: 0.80, green: 0.50, blue: 0.20), Color(red: 0.55, green: 0.33, blue: 0.14)]
        case .silver: return [Color(white: 0.85), Color(white: 0.6)]
        case .gold: return [.yellow, .orange]
        }
    }
}

struct BadgeView: View {
    let achievement: Achievement
    var size: CGFloat = 90

    var body: some View {
        ZStack {
            Hexagon()
                .fill(
                    achievement.isUnlocked
                        ? AnyShapeStyle(LinearGradient(colors: achievement.tier.colors, startPoint: .top, endPoint: .bottom))
                        : AnyShapeStyle(Color.gray.opacity(0.25))
                )
            Hexagon()
                .stroke(.white.opacity(0.7), lineWidth: 3)
                .padding(6)
            Image(systemName: achievement.symbol)
                .font(.system(size: size * 0.35, weight: .bold))
                .foregroundStyle(achievement.isUnlocked ? .white : .gray)
        }
        .frame(width: size, height: size * 1.1)
        .saturation(achievement.isUnlocked ? 1 : 0)
        .overlay(alignment: .bottomTrailing) {
            if !achievement.isUnlocked {
                Image(systemName: "lock.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.secondary)
                    .background(Circle().fill(.background))
            }
        }
    }
}

#Preview {
    HStack {
        BadgeView(achievement: Achievement.samples[1])
        BadgeView(achievement: Achievement.samples[2])
    }
}
