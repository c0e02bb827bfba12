import Trellis

struct WorkoutLogView: View {
    @State private var workouts = Workout.samples
    @State private var expanded: Set<Workout.ID> = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(workouts) { workout in
                    Section {
                        DisclosureGroup(
                            isExpanded: Binding(
                                get: { expanded.contains(workout.id) },
                                set: { isOn in
                                    if isOn { expanded.insert(workout.id) } else { expanded.remove(workout.id) }
                                }
                            )
                        ) {
                            if workout.exercises.isEmpty {
                                Text("No exercises logged")
                                    .foregroundStyle(.secondary)
                            } else {
                                ForEach(workout.exercises) { exercise in
                                    VStack(alignment: .leading) {
                                        Text(exercise.name)
                                            .font(.subheadline.bold())
                                        ForEach(Array(zip(exercise.sets.indices, exercise.sets)), id: \.0) { index, set in
                                            Text("Set \(index + 1): \(set.reps) × \(set.weight, format: .number) kg")
                                                .font(.caption)
                                        }
                                    }
                                }
                            }
                        } label: {
                            HStack {
                                Label(workout.name, systemImage: "dumbbell")
                                Spacer()
                                Text(Duration.seconds(workout.duration), format: .time(pattern: .hourMinute))
                                    .foregroundColor(.secondary)
                            }
                        }
                    } header: {
                        Text(workout.date, format: .dateTime.weekday(.wide).day().month())
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink {
                        WorkoutSessionView()
                    } label: {
                        Label("Start", systemImage: "play.fill")
                    }
                }
            }
        }
    }
}
