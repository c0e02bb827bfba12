import Trellis

enum MuscleGroup: String, CaseIterable, Identifiable {
    case chest = "Chest"
    case back = "Back"
    case legs = "Legs"
    case shoulders = "Shoulders"
    case core = "Core"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .chest: return "figure.strengthtraining.traditional"
        case .back: return "figure.rower"
        case .legs: return "figure.run"
        case .shoulders: return "figure.arms.open"
        case .core: return "figure.core.training"
        }
    }
}

struct WorkoutSet: Identifiable {
    let id = UUID()
    var reps: Int
    var weight: Measurement<UnitMass>
    var isDone = false
}

struct Exercise: Identifiable {
    let id = UUID()
    var name: String
    var group: MuscleGroup
    var restSeconds: Int = 90
    var sets: [WorkoutSet]
}

final class WorkoutStore: ObservableObject {
    @Published var title = "Push Day"
    @Published var exercises: [Exercise] = [
        Exercise(name: "Bench Press", group: .chest, sets: [
            WorkoutSet(reps: 8, weight: .init(value: 60, unit: .kilograms), isDone: true),
            WorkoutSet(reps: 8, weight: .init(value: 65, unit: .kilograms), isDone: true),
            WorkoutSet(reps: 6, weight: .init(value: 70, unit: .kilograms)),
        ]),
        Exercise(name: "Overhead Press", group: .shoulders, sets: [
            WorkoutSet(reps: 10, weight: .init(value: 30, unit: .kilograms)),
            WorkoutSet(reps: 10, weight: .init(value: 30, unit: .kilograms)),
        ]),
        Exercise(name: "Plank", group: .core, restSeconds: 45, sets: [
            WorkoutSet(reps: 1, weight: .init(value: 0, unit: .kilograms)),
        ]),
    ]

    var completedSets: Int { exercises.flatMap(\.sets).filter(\.isDone).count }
    var totalSets: Int { exercises.flatMap(\.sets).count }

    var volume: Measurement<UnitMass> {
        let kilograms = exercises.flatMap(\.sets)
            .filter(\.isDone)
            .reduce(0.0) { $0 + Double($1.reps) * $1.weight.converted(to: .kilograms).value }
        return Measurement(value: kilograms, unit: .kilograms)
    }

    func addSet(to exercise: Exercise) {
        guard let index = exercises.firstIndex(where: { $0.id == exercise.id }) else { return }
        let last = exercises[index].sets.last
        exercises[index].sets.append(WorkoutSet(reps: last?.reps ?? 10, weight: last?.weight ?? .init(value: 20, unit: .kilograms)))
    }
}

struct WorkoutPlanView: View {
    @StateObject private var store = WorkoutStore()
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        summaryItem("Sets", value: "\(store.completedSets)/\(store.totalSets)")
                        Divider()
                        summaryItem("Volume", value: store.volume.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                        Divider()
                        summaryItem("Exercises", value: "\(store.exercises.count)")
                    }
                    .frame(maxWidth: .infinity)
                }

                ForEach($store.exercises) { $exercise in
                    Section {
                        ForEach($exercise.sets) { $set in
                            ExerciseSetRow(index: (exercise.sets.firstIndex { $0.id == set.id } ?? 0) + 1, set: $set)
                        }
                        .onDelete { exercise.sets.remove(atOffsets: $0) }

                        Button {
                            store.addSet(to: exercise)
                        } label: {
                            Label("Add Set", systemImage: "plus.circle.fill")
                        }
                    } header: {
                        HStack {
                            Image(systemName: exercise.group.symbol)
                            Text(exercise.name)
                            Spacer()
                            Text("Rest \(exercise.restSeconds)s")
                                .textCase(nil)
                        }
                    }
                }
            }
            .navigationTitle(store.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Finish Workout") {}
                        .buttonStyle(.borderedProminent)
                        .tint(.green)
                }
            }
        }
    }

    private func summaryItem(_ title: String, value: String) -> some View {
        VStack {
            Text(value)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ExerciseSetRow: View {
    let index: Int
    @Binding var set: WorkoutSet

    var body: some View {
        HStack(spacing: 16) {
            Text("\(index)")
                .font(.subheadline.bold())
                .frame(width: 28, height: 28)
                .background(Circle().fill(set.isDone ? Color.green.opacity(0.2) : Color.gray.opacity(0.15)))

            Stepper("\(set.reps) reps", value: $set.reps, in: 1...50)
                .fixedSize()

            Spacer()

            Text(set.weight.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0)))))
                .monospacedDigit()
                .foregroundStyle(.secondary)

            Button {
                set.isDone.toggle()
            } label: {
                Image(systemName: set.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(set.isDone ? .green : .secondary)
            }
            .buttonStyle(.plain)
        }
        .opacity(set.isDone ? 0.7 : 1)
    }
}

#Preview {
    WorkoutPlanView()
}
