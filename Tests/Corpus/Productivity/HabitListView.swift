import Trellis

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                    .font(.title2)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct HabitListView: View {
    @State private var habits = Habit.samples
    @State private var editing: Habit?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($habits) { $habit in
                        HStack {
                            Toggle(isOn: $habit.isDoneToday) {
                                Label(habit.name, systemImage: habit.icon)
                            }
                            .toggleStyle(CheckboxToggleStyle())
                            Spacer()
                            ProgressView(value: Double(habit.completedThisWeek), total: Double(habit.goalPerWeek))
                                .progressViewStyle(.circular)
                                .frame(width: 28)
                            Text("\(habit.completedThisWeek)/\(habit.goalPerWeek)")
                                .font(.caption.monospacedDigit())
                                .foregroundStyle(.secondary)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { editing = habit }
                    }
                } header: {
                    Text("Today")
                } footer: {
                    Text("Tap a habit to change its goal.")
                }
                .headerProminence(.increased)

                Section("This week") {
                    ProgressView("Overall", value: 10, total: 15)
                    Gauge(value: 0.66) {
                        Text("Streak")
                    }
                    .gaugeStyle(.linearCapacity)
                }
            }
            .navigationTitle("Habits")
            .sheet(item: $editing) { habit in
                HabitEditView(habit: habit)
            }
        }
    }
}
