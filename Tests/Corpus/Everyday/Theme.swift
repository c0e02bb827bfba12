import Trellis

enum Theme: String, CaseIterable, Identifiable, Codable {
    case bubblegum
    case buttercup
    case indigo
    case lavender
    case magenta
    case navy
    case orange
    case oxblood
    case periwinkle
    case poppy
    case purple
    case seafoam
    case sky
    case tan
    case teal
    case yellow

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan, .teal, .yellow: return .black
        case .indigo, .magenta, .navy, .oxblood, .purple: return .white
        }
    }
    var mainColor: Color {
        switch self {
        case .bubblegum: return Color(red: 0.93, green: 0.55, blue: 0.72)
        case .buttercup: return Color(red: 1.0, green: 0.89, blue: 0.55)
        case .indigo: return .indigo
        case .lavender: return Color(red: 0.8, green: 0.75, blue: 0.95)
        case .magenta: return Color(red: 0.65, green: 0.1, blue: 0.5)
        case .navy: return Color(red: 0.0, green: 0.1, blue: 0.35)
        case .orange: return .orange
        case .oxblood: return Color(red: 0.45, green: 0.05, blue: 0.1)
        case .periwinkle: return Color(red: 0.55, green: 0.6, blue: 0.9)
        case .poppy: return Color(red: 0.95, green: 0.35, blue: 0.3)
        case .purple: return .purple
        case .seafoam: return Color(red: 0.55, green: 0.85, blue: 0.75)
        case .sky: return Color(red: 0.45, green: 0.7, blue: 0.95)
        case .tan: return Color(red: 0.8, green: 0.7, blue: 0.55)
        case .teal: return .teal
        case .yellow: return .yellow
        }
    }
    var name: String {
        rawValue.capitalized
    }
    var id: String {
        name
    }
}
