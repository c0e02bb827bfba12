import Trellis

struct ReadingGoalView: View {
    @Environment(Library.self) private var library
    @State private var celebrate = false

    private var fraction: Double {
        Double(library.finishedCount) / Double(max(library.yearlyGoal, 1))
    }

    var body: some View {
        @Bindable var library = library
        VStack(spacing: 20) {
            Text("2025 Reading Goal")
                .font(.title2.bold())

            ZStack {
                Circle()
                    .stroke(.quaternary, lineWidth: 18)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(
                        AngularGradient(colors: [.orange, .pink, .orange], center: .center),
                        style: StrokeStyle(lineWidth: 18, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                VStack {
                    Text("\(library.finishedCount)")
                        .font(.system(size: 48, weight: .bold, design: .rounded))
                        .contentTransition(.numericText())
                    Text("of \(library.yearlyGoal) books")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 180, height: 180)

            Stepper("Goal: \(library.yearlyGoal) books", value: $library.yearlyGoal, in: 1...200)
                .padding(.horizontal)

            PhaseAnimator([false, true], trigger: celebrate) { big in
                Image(systemName: "trophy.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.yellow.gradient)
                    .scaleEffect(big ? 1.3 : 1)
                    .rotationEffect(.degrees(big ? -8 : 0))
            } animation: { big in
                big ? .bouncy(duration: 0.3) : .smooth
            }
            .onTapGesture { celebrate.toggle() }
        }
        .padding()
        .symbolEffect(.bounce, value: library.finishedCount)
    }
}

#Preview {
    ReadingGoalView()
        .environment(Library())
}
