import Foundation

struct ActivitySummary: Identifiable, Hashable {
    var id: Date { date }
    var date: Date
    var moveCalories: Double
    var moveGoal: Double = 600
    var exerciseMinutes: Double
    var exerciseGoal: Double = 30
    var standHours: Int
    var standGoal: Int = 12
    var steps: Int
    var distance: Measurement<UnitLength>
    var flightsClimbed: Int = 0

    var moveProgress: Double { moveCalories / moveGoal }
    var exerciseProgress: Double { exerciseMinutes / exerciseGoal }
    var standProgress: Double { Double(standHours) / Double(standGoal) }

    var closedAllRings: Bool {
        moveProgress >= 1 && exerciseProgress >= 1 && standProgress >= 1
    }
}

extension ActivitySummary {
    static let today = ActivitySummary(
        date: .sample(2024, 6, 12),
        moveCalories: 472,
        exerciseMinutes: 34,
        standHours: 9,
        steps: 8_412,
        distance: Measurement(value: 6.3, unit: .kilometers),
        flightsClimbed: 7
    )

    static let week: [ActivitySummary] = [
        (380, 18, 8, 5_210), (640, 42, 12, 11_002), (512, 25, 10, 7_980),
        (290, 12, 6, 4_133), (705, 55, 13, 12_840), (455, 31, 11, 8_006), (472, 34, 9, 8_412),
    ].enumerated().map { index, values in
        ActivitySummary(
            date: Date.sample(2024, 6, 6).adding(days: index),
            moveCalories: values.0,
            exerciseMinutes: values.1,
            standHours: values.2,
            steps: values.3,
            distance: Measurement(value: Double(values.3) * 0.00075, unit: .kilometers)
        )
    }
}
