import Trellis

struct LanguageHomeView: View {
    @State private var profile = LearnerProfile.sample
    @State private var selectedTab: Tab = .learn

    enum Tab: Hashable {
        case learn, practice, leaderboard, profile
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 20) {
                        dailyGoalCard
                        StreakView(profile: profile)
                        LessonPathView(units: LanguageUnit.samples)
                            .frame(height: 600)
                    }
                    .padding()
                }
                .background(Color(.systemGroupedBackground))
                .navigationTitle("\(profile.flag) \(profile.language)")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        StatBadge(icon: "flame.fill", value: profile.streakDays, color: .orange)
                        StatBadge(icon: "diamond.fill", value: profile.gems, color: .cyan)
                        StatBadge(icon: "heart.fill", value: profile.hearts, color: .red)
                    }
                }
            }
            .tabItem {
                Label("Learn", systemImage: "house.fill")
            }
            .tag(Tab.learn)

            Text("Practice")
                .tabItem { Label("Practice", systemImage: "dumbbell.fill") }
                .tag(Tab.practice)

            LeaderboardView()
                .tabItem { Label("Leagues", systemImage: "shield.fill") }
                .tag(Tab.leaderboard)
                .badge(3)

            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
        }
        .tint(.green)
    }

    private var dailyGoalCard: some View {
        HStack(spacing: 20) {
            RingStat(progress: profile.dailyProgress) {
                VStack(spacing: 0) {
                    Text("\(profile.todayXP)")
                        .font(.title.bold())
                    Text("/ \(profile.dailyGoalXP) XP")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Daily goal")
                    .font(.headline)
                Text("\(profile.dailyGoalXP - profile.todayXP) XP to go, \(profile.name)!")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Button("Continue lesson") {}
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                    .tint(.green)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 20))
    }
}

struct StatBadge: View {
    let icon: String
    let value: Int
    let color: Color

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: icon)
                .foregroundStyle(color)
            Text("\(value)")
                .font(.subheadline.bold())
                .foregroundStyle(color)
        }
    }
}

#Preview {
    LanguageHomeView()
}

struct StreakView: View {
    let profile: LearnerProfile
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "flame.fill")
                    .font(.largeTitle)
                    .foregroundStyle(
                        LinearGradient(colors: [.yellow, .orange, .red], startPoint: .top, endPoint: .bottom)
                    )
                VStack(alignment: .leading) {
                    Text("\(profile.streakDays) day streak")
                        .font(.title2.bold())
                    Text("Practice today to keep it going!")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }

            HStack {
                ForEach(weekdays.indices, id: \.self) { index in
                    VStack(spacing: 6) {
                        Text(weekdays[index])
                            .font(.caption.weight(.medium))
                            .foregroundStyle(.secondary)
                        ZStack {
                            Circle()
                                .fill(profile.weekActivity[index] ? Color.orange : Color.gray.opacity(0.2))
                                .frame(width: 32, height: 32)
                            if profile.weekActivity[index] {
                                Image(systemName: "checkmark")
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(.secondarySystemGroupedBackground)))
    }
}

#Preview {
    StreakView(profile: .sample)
        .padding()
        .background(Color(.systemGroupedBackground))
}
