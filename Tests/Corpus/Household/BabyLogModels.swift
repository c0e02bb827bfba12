import Foundation

enum FeedingKind: String, Codable, CaseIterable, Identifiable {
    case leftBreast = "Left"
    case rightBreast = "Right"
    case bottle = "Bottle"
    case solids = "Solids"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .leftBreast: return "l.circle.fill"
        case .rightBreast: return "r.circle.fill"
        case .bottle: return "waterbottle.fill"
        case .solids: return "fork.knife"
        }
    }
}

struct Feeding: Identifiable, Codable, Equatable {
    var id = UUID()
    var kind: FeedingKind
    var start: Date
    var duration: TimeInterval
    var amountML: Int?
}

struct DiaperChange: Identifiable, Codable, Equatable {
    enum Kind: String, Codable, CaseIterable { case wet, dirty, both }
    var id = UUID()
    var time: Date
    var kind: Kind
}

struct SleepStretch: Identifiable, Codable, Equatable {
    var id = UUID()
    var start: Date
    var end: Date
    var hours: Double { end.timeIntervalSince(start) / 3600 }
}

final class BabyLog: ObservableObject {
    @Published var babyName: String
    @Published var feedings: [Feeding] = []
    @Published var diapers: [DiaperChange] = []
    @Published var sleeps: [SleepStretch] = []

    init(babyName: String = "Noah") {
        self.babyName = babyName
    }

    var totalFeedingMinutes: Int {
        Int(feedings.reduce(0) { $0 + $1.duration } / 60)
    }

    var totalBottleML: Int {
        feedings.compactMap(\.amountML).reduce(0, +)
    }

    var totalSleepHours: Double {
        sleeps.reduce(0) { $0 + $1.hours }
    }

    func log(_ feeding: Feeding) {
        feedings.insert(feeding, at: 0)
    }

    static var preview: BabyLog {
        let log = BabyLog()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        log.feedings = [
            Feeding(kind: .leftBreast, start: base.addingTimeInterval(-3600), duration: 14 * 60),
            Feeding(kind: .bottle, start: base.addingTimeInterval(-4 * 3600), duration: 10 * 60, amountML: 120),
            Feeding(kind: .rightBreast, start: base.addingTimeInterval(-7 * 3600), duration: 17 * 60),
            Feeding(kind: .solids, start: base.addingTimeInterval(-9 * 3600), duration: 20 * 60),
        ]
        log.diapers = [
            DiaperChange(time: base.addingTimeInterval(-1800), kind: .wet),
            DiaperChange(time: base.addingTimeInterval(-5 * 3600), kind: .dirty),
            DiaperChange(time: base.addingTimeInterval(-8 * 3600), kind: .both),
        ]
        log.sleeps = [
            SleepStretch(start: base.addingTimeInterval(-12 * 3600), end: base.addingTimeInterval(-9.5 * 3600)),
            SleepStretch(start: base.addingTimeInterval(-3 * 3600), end: base.addingTimeInterval(-2 * 3600)),
        ]
        return log
    }
}
