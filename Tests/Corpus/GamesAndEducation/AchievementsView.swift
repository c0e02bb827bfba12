import Trellis

struct AchievementsView: View {
    let achievements = Achievement.samples
    @State private var selected: Achievement?
    @Namespace private var namespace

    private var unlockedCount: Int { achievements.filter(\.isUnlocked).count }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    summary

                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 20) {
                        ForEach(achievements) { achievement in
                            VStack(spacing: 8) {
                                BadgeView(achievement: achievement)
                                Text(achievement.title)
                                    .font(.caption.weight(.semibold))
                                    .multilineTextAlignment(.center)
                                if !achievement.isUnlocked {
                                    ProgressView(value: achievement.fraction)
                                        .frame(width: 70)
                                }
                            }
                            .onTapGesture { selected = achievement }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Achievements")
            .sheet(item: $selected) { achievement in
                AchievementDetail(achievement: achievement)
                    .presentationDetents([.fraction(0.45)])
            }
        }
    }

    private var summary: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("\(unlockedCount) of \(achievements.count)")
                    .font(.title.bold())
                Text("badges unlocked")
                    .foregroundStyle(.secondary)
            }
            Spacer()
            ProgressRing(progress: Double(unlockedCount) / Double(achievements.count), lineWidth: 8,
                         gradient: Gradient(colors: [.yellow, .orange]))
                .frame(width: 60, height: 60)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 18))
    }
}

struct AchievementDetail: View {
    let achievement: Achievement

    var body: some View {
        VStack(spacing: 14) {
            BadgeView(achievement: achievement, size: 120)
            Text(achievement.title)
                .font(.title2.bold())
            Text(achievement.detail)
                .foregroundStyle(.secondary)
            Text("\(achievement.tier.name) · \(achievement.progress)/\(achievement.goal)")
                .font(.footnote.monospacedDigit())
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color.secondary.opacity(0.15)))
        }
        .padding()
    }
}

#Preview {
    AchievementsView()
}

struct Achievement: Identifiable, Hashable {
    enum Tier: Int, CaseIterable, Comparable {
        case bronze = 1, silver, gold

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

        var name: String {
            switch self {
            case .bronze: "Bronze"
            case .silver: "Silver"
            case .gold: "Gold"
            }
        }
    }

    let id: String
    let title: String
    let detail: String
    let symbol: String
    let tier: Tier
    let progress: Int
    let goal: Int

    var isUnlocked: Bool { progress >= goal }
    var fraction: Double { min(Double(progress) / Double(goal), 1) }

    static let samples: [Achievement] = [
        Achievement(id: "first", title: "First Steps", detail: "Finish your first lesson", symbol: "figure.walk",
                    tier: .bronze, progress: 1, goal: 1),
        Achievement(id: "streak7", title: "On Fire", detail: "Keep a 7 day streak", symbol: "flame.fill",
                    tier: .silver, progress: 7, goal: 7),
        Achievement(id: "quiz", title: "Quiz Whiz", detail: "Score 100% on 10 quizzes", symbol: "brain",
                    tier: .gold, progress: 6, goal: 10),
        Achievement(id: "night", title: "Night Owl", detail: "Study after 10 pm", symbol: "moon.fill",
                    tier: .bronze, progress: 1, goal: 1),
        Achievement(id: "speed", title: "Speedster", detail: "Answer 50 questions in under 5 seconds", symbol: "hare.fill",
                    tier: .silver, progress: 31, goal: 50),
        Achievement(id: "master", title: "Grandmaster", detail: "Win 100 games", symbol: "crown.fill",
                    tier: .gold, progress: 12, goal: 100),
    ]
}
