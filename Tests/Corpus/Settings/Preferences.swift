import Foundation

final class Preferences: ObservableObject {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System"
        case light = "Light"
        case dark = "Dark"

        var id: Self { self }
    }

    @Published var name = "Sam Rivera"
    @Published var email = "sam@example.com"
    @Published var isAirplaneModeOn = false
    @Published var notificationsEnabled = true
    @Published var showsPreviews = true
    @Published var appearance = Appearance.system
    @Published var textSize = 17.0
    @Published var usesCellularData = false
}
