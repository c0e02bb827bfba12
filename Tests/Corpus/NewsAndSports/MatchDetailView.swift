import Trellis

struct MatchDetailView: View {
    enum Tab: String, CaseIterable, Identifiable {
        case summary = "Summary"
        case playByPlay = "Play-by-Play"
        case stats = "Stats"
        var id: Self { self }
    }

    let match: Match
    @State private var selectedTab: Tab = .summary
    @State private var isFollowing = false

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                header

                Picker("Section", selection: $selectedTab) {
                    ForEach(Tab.allCases) { tab in
                        Text(tab.rawValue).tag(tab)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                switch selectedTab {
                case .summary:
                    summary
                case .playByPlay:
                    PlayByPlayView(match: match)
                case .stats:
                    stats
                }
            }
            .padding(.vertical)
        }
        .navigationTitle("\(match.home.shortName) vs \(match.away.shortName)")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                isFollowing.toggle()
            } label: {
                Image(systemName: isFollowing ? "bell.fill" : "bell")
            }
            .sensoryFeedback(.selection, trigger: isFollowing)
        }
    }

    private var header: some View {
        VStack(spacing: 12) {
            Text(match.league.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            HStack(alignment: .center, spacing: 24) {
                VStack {
                    TeamLogo(team: match.home, size: 64)
                    Text(match.home.name).font(.footnote.weight(.medium))
                }
                Text("\(match.homeScore)  :  \(match.awayScore)")
                    .font(.system(size: 44, weight: .bold, design: .rounded).monospacedDigit())
                    .contentTransition(.numericText())
                VStack {
                    TeamLogo(team: match.away, size: 64)
                    Text(match.away.name).font(.footnote.weight(.medium))
                }
            }
            if match.isLive {
                LiveIndicator()
            }
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding(.horizontal)
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(match.events.filter { $0.kind == .goal }) { goal in
                Label {
                    Text(goal.text)
                } icon: {
                    Image(systemName: "soccerball")
                }
                .font(.subheadline)
            }
            if match.events.isEmpty {
                Text("No goals yet.")
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }

    private var stats: some View {
        VStack(spacing: 14) {
            StatBar(title: "Possession", home: 58, away: 42)
            StatBar(title: "Shots", home: 11, away: 7)
            StatBar(title: "Corners", home: 6, away: 2)
        }
        .padding(.horizontal)
    }
}

struct StatBar: View {
    let title: String
    let home: Double
    let away: Double

    var body: some View {
        VStack(spacing: 6) {
            HStack {
                Text(home, format: .number)
                Spacer()
                Text(title).foregroundStyle(.secondary)
                Spacer()
                Text(away, format: .number)
            }
            .font(.caption.monospacedDigit())
            GeometryReader { proxy in
                HStack(spacing: 2) {
                    Capsule().fill(Color.blue)
                        .frame(width: proxy.size.width * home / max(home + away, 1))
                    Capsule().fill(Color.red)
                }
            }
            .frame(height: 6)
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(match: Match.samples[0])
    }
}
