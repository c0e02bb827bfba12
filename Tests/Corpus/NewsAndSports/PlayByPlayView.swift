import Trellis

struct PlayByPlayView: View {
    let match: Match

    private func icon(for kind: MatchEvent.Kind) -> (String, Color) {
        switch kind {
        case .goal: return ("soccerball", .green)
        case .yellowCard: return ("rectangle.portrait.fill", .yellow)
        case .redCard: return ("rectangle.portrait.fill", .red)
        case .substitution: return ("arrow.left.arrow.right", .blue)
        case .kickoff: return ("flag.fill", .gray)
        case .halftime: return ("pause.circle.fill", .orange)
        }
    }

    var body: some View {
        if match.events.isEmpty {
            ContentUnavailableView("No Events Yet", systemImage: "clock", description: Text("Play-by-play starts at kick-off."))
        } else {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(match.events.reversed().enumerated()), id: \.element.id) { index, event in
                    let (symbol, tint) = icon(for: event.kind)
                    HStack(alignment: .top, spacing: 12) {
                        Text("\(event.minute)'")
                            .font(.caption.monospacedDigit().bold())
                            .foregroundStyle(.secondary)
                            .frame(width: 32, alignment: .trailing)
                        VStack(spacing: 0) {
                            Image(systemName: symbol)
                                .font(.system(size: 12))
                                .foregroundStyle(tint)
                                .frame(width: 24, height: 24)
                                .background(Circle().fill(tint.opacity(0.15)))
                            if index < match.events.count - 1 {
                                Rectangle()
                                    .fill(Color.secondary.opacity(0.3))
                                    .frame(width: 2)
                                    .frame(minHeight: 24)
                            }
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(event.text)
                                .font(.subheadline)
                                .fontWeight(event.kind == .goal ? .semibold : .regular)
                            if let teamID = event.teamID {
                                Text(teamID == match.home.id ? match.home.name : match.away.name)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding(.bottom, 16)
                        Spacer()
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    ScrollView {
        PlayByPlayView(match: Match.samples[0])
    }
}
