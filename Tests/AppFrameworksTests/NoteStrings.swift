import Foundation

// Model code that imports only Foundation, as on Apple's platforms, and localizes and formats with
// Foundation's API; Trellis reaches it through the implicit import.
enum NoteStrings {
    static let title = String(localized: "Notes")
    static func count(_ n: Int) -> String { String(localized: "\(n) notes") }
    static let empty = String(localized: "notes.empty", defaultValue: "No notes yet", table: "Notes", comment: "Shown when the list is empty")
    static let settingsTitle: LocalizedStringResource = "Settings"
    static let helpLink: [NSAttributedString.Key: Any] = [.link: URL(string: "https://example.com/help")!]

    /// Who a note is shared with, as a sentence lists them.
    static func sharedWith(_ names: [String]) -> String {
        ListFormatter.localizedString(byJoining: names)
    }

    /// The sizes of a note's attachments, in `locale`'s words: "1.5, 2, and 10".
    static func sizes(_ megabytes: [Double], locale: Locale = Locale(identifier: "en_US")) -> String? {
        let formatter = ListFormatter()
        formatter.locale = locale
        let number = NumberFormatter()
        number.locale = locale
        number.maximumFractionDigits = 1
        formatter.itemFormatter = number
        return formatter.string(from: megabytes)
    }

    static func distance(_ kilometers: Double, style: Formatter.UnitStyle = .medium, keepUnit: Bool = true) -> String {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitStyle = style
        if keepUnit { formatter.unitOptions = .providedUnit }
        return formatter.string(from: Measurement(value: kilometers, unit: UnitLength.kilometers))
    }
}
