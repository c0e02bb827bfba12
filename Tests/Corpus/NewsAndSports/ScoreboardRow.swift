import Trellis

struct ScoreboardRow: View {
    let match: Match

    var body: some View {
        HStack {
            teamColumn(match.home, alignment: .leading)
            Spacer(minLength: 8)
            VStack(spacing: 4) {
                Text("\(match.homeScore) – \(match.awayScore)")
                    .font(.title2.monospacedDigit().bold())
                    .opacity(isScheduled ? 0 : 1)
                    .overlay {
                        if case .scheduled(let date) = match.status {
                            Text(date, style: .time)
                                .font(.headline)
                        }
                    }
                statusView
            }
            .frame(minWidth: 80)
            Spacer(minLength: 8)
            teamColumn(match.away, alignment: .trailing)
        }
        .padding(.vertical, 8)
    }

    private var isScheduled: Bool {
        if case .scheduled = match.status { return true }
        return false
    }

    @ViewBuilder
    private var statusView: some View {
        switch match.status {
        case .live(let minute):
            HStack(spacing: 6) {
                LiveIndicator()
                Text("\(minute)'")
                    .font(.caption.monospacedDigit())
                    .foregroundColor(.secondary)
            }
        case .halftime:
            Text("HT").font(.caption.bold()).foregroundColor(.orange)
        case .final:
            Text("FT").font(.caption.bold()).foregroundColor(.secondary)
        case .scheduled(let date):
            Text(date, style: .relative)
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }

    private func teamColumn(_ team: Team, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 6) {
            TeamLogo(team: team)
            Text(team.name)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

struct ScoreboardRow_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            ForEach(Match.samples) { match in
                ScoreboardRow(match: match)
                Divider()
            }
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
