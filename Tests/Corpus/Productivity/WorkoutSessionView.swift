import Trellis

struct WorkoutSessionView: View {
    @State private var start = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @State private var restEnds = Date(timeIntervalSinceReferenceDate: 700_000_090)
    @State private var isPaused = false
    @State private var reps = 8
    @State private var weight = 60.0

    var body: some View {
        VStack(spacing: 24) {
            VStack {
                Text("Elapsed")
                    .font(.caption)
                    .textCase(.uppercase)
                    .foregroundStyle(.secondary)
                Text(timerInterval: start...start.addingTimeInterval(3_600), countsDown: false)
                    .font(.system(size: 56, weight: .semibold, design: .rounded))
                    .monospacedDigit()
            }

            GroupBox {
                ProgressView(timerInterval: start...restEnds, countsDown: true) {
                    Text("Rest")
                } currentValueLabel: {
                    Text(restEnds, style: .timer)
                }
            } label: {
                Label("Rest timer", systemImage: "timer")
            }

            GroupBox("Next set") {
                Stepper("Reps: \(reps)", value: $reps, in: 1...30)
                Stepper(value: $weight, in: 0...300, step: 2.5) {
                    Text("Weight: \(weight, specifier: "%.1f") kg")
                }
            }

            Spacer()

            HStack(spacing: 16) {
                Button(role: .destructive) {
                } label: {
                    Label("End", systemImage: "stop.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)

                Button {
                    isPaused.toggle()
                } label: {
                    Label(isPaused ? "Resume" : "Pause", systemImage: isPaused ? "play.fill" : "pause.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
            .controlSize(.large)
        }
        .padding()
        .navigationTitle("Push day")
        .navigationBarTitleDisplayMode(.inline)
    }
}
