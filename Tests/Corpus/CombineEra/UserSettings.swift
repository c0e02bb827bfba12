import Trellis
import Combine

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius = "Celsius"
    case fahrenheit = "Fahrenheit"

    var id: String { self.rawValue }

    var symbol: String {
        switch self {
        case .celsius: return "°C"
        case .fahrenheit: return "°F"
        }
    }
}

final class UserSettings: ObservableObject {
    @Published var username: String {
        didSet { UserDefaults.standard.set(username, forKey: "username") }
    }
    @Published var notificationsEnabled: Bool {
        didSet { UserDefaults.standard.set(notificationsEnabled, forKey: "notificationsEnabled") }
    }
    @Published var temperatureUnit: TemperatureUnit = .celsius
    @Published var fontSize: Double = 17
    @Published var refreshInterval = 2
    @Published var accentColorIndex = 0

    static let accentColors: [Color] = [.blue, .green, .orange, .pink, .purple]

    var accentColor: Color {
        UserSettings.accentColors[accentColorIndex]
    }

    init(username: String = "appleseed", notificationsEnabled: Bool = true) {
        self.username = username
        self.notificationsEnabled = notificationsEnabled
    }
}
