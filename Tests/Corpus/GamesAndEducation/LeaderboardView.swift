import Trellis

struct LeaderboardEntry: Identifiable {
    let id: Int
    let name: String
    let score: Int
    let avatarColor: Color
    var isCurrentUser = false

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
}

enum LeaderboardScope: String, CaseIterable, Identifiable {
    case today = "Today"
    case week = "This Week"
    case allTime = "All Time"
    var id: String { rawValue }
}

struct LeaderboardView: View {
    @State private var scope: LeaderboardScope = .week

    let entries: [LeaderboardEntry] = [
        .init(id: 1, name: "Maya Chen", score: 9820, avatarColor: .purple),
        .init(id: 2, name: "Liam Ortiz", score: 9410, avatarColor: .blue),
        .init(id: 3, name: "Ava Patel", score: 8975, avatarColor: .teal),
        .init(id: 4, name: "Noah Kim", score: 8120, avatarColor: .orange),
        .init(id: 5, name: "You", score: 7760, avatarColor: .green, isCurrentUser: true),
        .init(id: 6, name: "Emma Rossi", score: 7300, avatarColor: .pink),
        .init(id: 7, name: "Lucas Meyer", score: 6540, avatarColor: .indigo),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Scope", selection: $scope) {
                    ForEach(LeaderboardScope.allCases) { scope in
                        Text(scope.rawValue).tag(scope)
                    }
                }
                .pickerStyle(.segmented)
                .padding()

                podium
                    .padding(.bottom)

                List {
                    ForEach(Array(entries.dropFirst(3).enumerated()), id: \.element.id) { offset, entry in
                        LeaderboardRow(rank: offset + 4, entry: entry)
                            .listRowBackground(entry.isCurrentUser ? Color.green.opacity(0.15) : nil)
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Leaderboard")
        }
    }

    private var podium: some View {
        HStack(alignment: .bottom, spacing: 12) {
            PodiumColumn(entry: entries[1], rank: 2, height: 90, medal: .gray)
            PodiumColumn(entry: entries[0], rank: 1, height: 120, medal: .yellow)
            PodiumColumn(entry: entries[2], rank: 3, height: 70, medal: .brown)
        }
        .padding(.horizontal)
    }
}

struct AvatarView: View {
    let initials: String
    let color: Color
    var size: CGFloat = 40

    var body: some View {
        Circle()
            .fill(color.gradient)
            .frame(width: size, height: size)
            .overlay(
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundColor(.white)
            )
    }
}

private struct PodiumColumn: View {
    let entry: LeaderboardEntry
    let rank: Int
    let height: CGFloat
    let medal: Color

    var body: some View {
        VStack(spacing: 6) {
            ZStack(alignment: .bottomTrailing) {
                AvatarView(initials: entry.initials, color: entry.avatarColor, size: rank == 1 ? 64 : 52)
                Image(systemName: "medal.fill")
                    .foregroundStyle(medal)
                    .font(.title3)
                    .offset(x: 4, y: 4)
            }
            Text(entry.name)
                .font(.caption.bold())
                .lineLimit(1)
            Text("\(entry.score) pts")
                .font(.caption2)
                .foregroundStyle(.secondary)
            UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10)
                .fill(medal.opacity(0.35))
                .frame(height: height)
                .overlay(alignment: .top) {
                    Text("\(rank)")
                        .font(.title.bold())
                        .padding(.top, 8)
                }
        }
        .frame(maxWidth: .infinity)
    }
}

struct LeaderboardRow: View {
    let rank: Int
    let entry: LeaderboardEntry

    var body: some View {
        HStack(spacing: 12) {
            Text("#\(rank)")
                .font(.headline.monospacedDigit())
                .frame(width: 36, alignment: .leading)
                .foregroundStyle(.secondary)
            AvatarView(initials: entry.initials, color: entry.avatarColor)
            Text(entry.name)
                .fontWeight(entry.isCurrentUser ? .bold : .regular)
            Spacer()
            Text(entry.score.formatted())
                .font(.body.monospacedDigit())
        }
    }
}

#Preview {
    LeaderboardView()
}
