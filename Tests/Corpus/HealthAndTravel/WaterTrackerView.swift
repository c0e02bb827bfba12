import Trellis

struct WaterTrackerView: View {
    @State private var glasses = 5
    @AppStorage("dailyGoal") private var goal = 8
    @State private var wavePhase = 0.0

    private let glassSize = Measurement(value: 250, unit: UnitVolume.milliliters)

    private var progress: Double {
        min(Double(glasses) / Double(goal), 1)
    }

    private var consumed: Measurement<UnitVolume> {
        glassSize * Double(glasses)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 28) {
                ZStack {
                    Circle()
                        .fill(Color.waterBlue.opacity(0.12))
                    WaveShape(progress: progress, phase: wavePhase)
                        .fill(
                            LinearGradient(colors: [.cyan, .waterBlue], startPoint: .top, endPoint: .bottom)
                        )
                        .clipShape(Circle())
                    VStack(spacing: 4) {
                        Text(progress, format: .percent.precision(.fractionLength(0)))
                            .font(.system(size: 44, weight: .bold, design: .rounded))
                        Text(consumed.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                            .font(.headline)
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 220, height: 220)
                .overlay(Circle().stroke(Color.waterBlue, lineWidth: 4))

                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("Today")
                            .font(.headline)
                        Spacer()
                        Text("\(glasses) of \(goal) glasses")
                            .foregroundStyle(.secondary)
                    }
                    ProgressView(value: Double(glasses), total: Double(goal))
                        .tint(.waterBlue)
                }

                Stepper("Glasses: \(glasses)", value: $glasses, in: 0...20)

                Stepper(value: $goal, in: 4...16) {
                    Label("Daily goal: \(goal)", systemImage: "target")
                }

                HStack(spacing: 12) {
                    Button {
                        withAnimation(.spring) { glasses += 1 }
                    } label: {
                        Label("Add glass", systemImage: "plus")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)

                    Button(role: .destructive) {
                        glasses = 0
                    } label: {
                        Text("Reset")
                    }
                    .buttonStyle(.bordered)
                }
                .controlSize(.large)

                Spacer()
            }
            .padding()
            .navigationTitle("Hydration")
        }
    }
}

#Preview {
    WaterTrackerView()
}
