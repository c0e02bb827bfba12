import Foundation

enum MedicationForm: String, CaseIterable, Identifiable, Codable {
    case tablet, capsule, liquid, injection, inhaler

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .tablet: "pills.fill"
        case .capsule: "capsule.fill"
        case .liquid: "drop.fill"
        case .injection: "syringe.fill"
        case .inhaler: "lungs.fill"
        }
    }
}

enum ReminderFrequency: String, CaseIterable, Identifiable {
    case daily = "Every day"
    case weekdays = "Weekdays"
    case weekly = "Once a week"
    case asNeeded = "As needed"

    var id: Self { self }
}

struct Medication: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var dosage: Measurement<UnitMass>
    var form: MedicationForm
    var doseTime: Date
    var reminderEnabled: Bool
    var frequency: ReminderFrequency = .daily
    var isTaken = false
    var pillsLeft: Int
}

enum Severity: Int, CaseIterable, Comparable, Identifiable {
    case none, mild, moderate, severe, extreme

    var id: Int { rawValue }

    static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    var title: String { String(describing: self).capitalized }
}

struct SymptomEntry: Identifiable {
    let id: Int
    var symptoms: Set<String>
    var severity: Severity
    var date: Date
    var notes: String
}

extension Medication {
    static let samples: [Medication] = [
        Medication(name: "Ibuprofen", dosage: .init(value: 400, unit: .milligrams), form: .tablet,
                   doseTime: .sample(2024, 6, 12, 8, 0), reminderEnabled: true, isTaken: true, pillsLeft: 18),
        Medication(name: "Vitamin D", dosage: .init(value: 25, unit: .micrograms), form: .capsule,
                   doseTime: .sample(2024, 6, 12, 9, 0), reminderEnabled: false, pillsLeft: 54),
        Medication(name: "Amoxicillin", dosage: .init(value: 500, unit: .milligrams), form: .capsule,
                   doseTime: .sample(2024, 6, 12, 14, 0), reminderEnabled: true, pillsLeft: 6),
        Medication(name: "Salbutamol", dosage: .init(value: 100, unit: .micrograms), form: .inhaler,
                   doseTime: .sample(2024, 6, 12, 21, 30), reminderEnabled: true, frequency: .asNeeded, pillsLeft: 120),
    ]
}

extension SymptomEntry {
    static let commonSymptoms = ["Headache", "Fatigue", "Nausea", "Cough", "Fever", "Dizziness", "Sore throat", "Back pain"]
}
