import Trellis

struct HabitEditView: View {
    @State var habit: Habit
    @State private var frequency: HabitFrequency = .daily
    @State private var color = Color.teal
    @State private var reminderTime = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @State private var remindersOn = false
    @State private var skipDays: Set<DateComponents> = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Image(systemName: habit.icon)
                            .font(.title)
                            .foregroundStyle(color)
                            .frame(width: 44, height: 44)
                            .background(color.opacity(0.15), in: Circle())
                        TextField("Name", text: $habit.name)
                    }
                    ColorPicker("Color", selection: $color, supportsOpacity: false)
                }

                Section("Goal") {
                    Picker("Frequency", selection: $frequency) {
                        ForEach(HabitFrequency.allCases) { frequency in
                            Text(frequency.rawValue.capitalized).tag(frequency)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                    Stepper(value: $habit.goalPerWeek, in: 1...7) {
                        Text("\(habit.goalPerWeek) times a week")
                    }
                }

                Section {
                    Toggle("Remind me", isOn: $remindersOn)
                    if remindersOn {
                        DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                    }
                }

                Section("Rest days") {
                    MultiDatePicker("Rest days", selection: $skipDays)
                }
            }
            .navigationTitle("Edit Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}
