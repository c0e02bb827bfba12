import Foundation

struct Team: Identifiable, Hashable {
    let id: String
    var name: String
    var shortName: String
    var colorHex: String
}

enum MatchStatus: Hashable {
    case scheduled(Date)
    case live(minute: Int)
    case halftime
    case final
}

struct MatchEvent: Identifiable, Hashable {
    enum Kind: String { case goal, yellowCard, redCard, substitution, kickoff, halftime }
    let id = UUID()
    var minute: Int
    var kind: Kind
    var teamID: String?
    var text: String
}

struct Match: Identifiable, Hashable {
    let id = UUID()
    var league: String
    var home: Team
    var away: Team
    var homeScore: Int
    var awayScore: Int
    var status: MatchStatus
    var events: [MatchEvent]

    var isLive: Bool {
        if case .live = status { return true }
        return false
    }
}

struct Standing: Identifiable, Hashable {
    var id: String { team.id }
    var position: Int
    var team: Team
    var played: Int
    var won: Int
    var drawn: Int
    var lost: Int
    var goalDifference: Int
    var points: Int
}

extension Team {
    static let harbor = Team(id: "HAR", name: "Harbor City", shortName: "HAR", colorHex: "#1E5AA8")
    static let northgate = Team(id: "NOR", name: "Northgate United", shortName: "NOR", colorHex: "#C8102E")
    static let riverside = Team(id: "RIV", name: "Riverside FC", shortName: "RIV", colorHex: "#00843D")
    static let westbrook = Team(id: "WES", name: "Westbrook Rovers", shortName: "WES", colorHex: "#F2A900")
}

extension Match {
    static let samples: [Match] = [
        Match(league: "Premier Division", home: .harbor, away: .northgate, homeScore: 2, awayScore: 1, status: .live(minute: 67), events: [
            MatchEvent(minute: 0, kind: .kickoff, teamID: nil, text: "Kick-off at Harbor Park"),
            MatchEvent(minute: 12, kind: .goal, teamID: "HAR", text: "Goal! Okafor heads in from a corner"),
            MatchEvent(minute: 31, kind: .yellowCard, teamID: "NOR", text: "Yellow card for Lindqvist"),
            MatchEvent(minute: 45, kind: .halftime, teamID: nil, text: "Half-time"),
            MatchEvent(minute: 52, kind: .goal, teamID: "NOR", text: "Goal! Mendes curls one into the top corner"),
            MatchEvent(minute: 64, kind: .goal, teamID: "HAR", text: "Goal! Penalty converted by Sato"),
        ]),
        Match(league: "Premier Division", home: .riverside, away: .westbrook, homeScore: 0, awayScore: 0, status: .halftime, events: []),
        Match(league: "Premier Division", home: .westbrook, away: .harbor, homeScore: 3, awayScore: 3, status: .final, events: []),
        Match(league: "Cup", home: .northgate, away: .riverside, homeScore: 0, awayScore: 0, status: .scheduled(Article.referenceDate.addingTimeInterval(10_800)), events: []),
    ]
}

extension Standing {
    static let table: [Standing] = [
        Standing(position: 1, team: .harbor, played: 12, won: 9, drawn: 2, lost: 1, goalDifference: 17, points: 29),
        Standing(position: 2, team: .northgate, played: 12, won: 8, drawn: 2, lost: 2, goalDifference: 11, points: 26),
        Standing(position: 3, team: .westbrook, played: 12, won: 5, drawn: 4, lost: 3, goalDifference: 2, points: 19),
        Standing(position: 4, team: .riverside, played: 12, won: 2, drawn: 1, lost: 9, goalDifference: -14, points: 7),
    ]
}
