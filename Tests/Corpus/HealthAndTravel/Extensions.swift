import Trellis

// MARK: - Brand colors

extension Color {
    static let moveRing = Color(red: 0.98, green: 0.07, blue: 0.31)
    static let exerciseRing = Color(red: 0.62, green: 0.98, blue: 0.0)
    static let standRing = Color(red: 0.0, green: 0.90, blue: 0.93)
    static let waterBlue = Color(red: 0.18, green: 0.55, blue: 0.96)
    static let calmPurple = Color(red: 0.45, green: 0.36, blue: 0.85)
    static let foodOrange = Color(red: 1.0, green: 0.42, blue: 0.16)
    static let travelTeal = Color(red: 0.0, green: 0.55, blue: 0.60)
}

extension ShapeStyle where Self == LinearGradient {
    static var sunrise: LinearGradient {
        LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
    }

    static var ocean: LinearGradient {
        LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
    }
}

// MARK: - Sample dates

extension Date {
    /// Builds a fixed date so previews and sample data never depend on "now".
    static func sample(_ year: Int = 2024, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!
    }

    func adding(days: Int) -> Date {
        Calendar.current.date(byAdding: .day, value: days, to: self)!
    }
}

// MARK: - Formatting helpers

extension Double {
    var kcal: String {
        Measurement(value: self, unit: UnitEnergy.kilocalories)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }
}

extension Int {
    var minutesText: String {
        let hours = self / 60
        let minutes = self % 60
        return hours > 0 ? "\(hours)h \(minutes)m" : "\(minutes) min"
    }
}

extension TimeInterval {
    var clockText: String {
        let total = Int(self)
        return String(format: "%02d:%02d", total / 60, total % 60)
    }
}

// MARK: - View helpers

struct CardBackground: ViewModifier {
    var cornerRadius: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color(.secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 16) -> some View {
        modifier(CardBackground(cornerRadius: cornerRadius))
    }

    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
