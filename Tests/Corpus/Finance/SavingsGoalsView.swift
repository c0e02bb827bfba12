import Trellis

struct GoalRing: View {
    let progress: Double
    var lineWidth: CGFloat = 10
    var tint: Color = .mint

    var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.8), value: progress)
        }
    }
}

struct SavingsGoalCard: View {
    let goal: SavingsGoal

    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                GoalRing(progress: goal.progress, tint: goal.progress >= 1 ? .green : .mint)
                Text(goal.emoji)
                    .font(.title)
            }
            .frame(width: 64, height: 64)

            VStack(alignment: .leading, spacing: 4) {
                Text(goal.name)
                    .font(.headline)
                Text("\(goal.saved.formatted(.currency(code: "USD").precision(.fractionLength(0)))) of \(goal.target.formatted(.currency(code: "USD").precision(.fractionLength(0))))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if goal.progress >= 1 {
                    Label("Goal reached!", systemImage: "checkmark.seal.fill")
                        .font(.caption.bold())
                        .foregroundStyle(.green)
                } else {
                    Text("By \(goal.deadline.formatted(date: .abbreviated, time: .omitted))")
                        .font(.caption)
                        .foregroundStyle(.tertiary)
                }
            }
            Spacer()
            Text(goal.progress, format: .percent.precision(.fractionLength(0)))
                .font(.title3.bold().monospacedDigit())
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.primary.opacity(0.08)))
    }
}

struct SavingsGoalsView: View {
    @State private var goals = SavingsGoal.samples
    @State private var depositGoal: SavingsGoal?
    @State private var depositAmount = 50.0

    private var totalSaved: Double { goals.reduce(0) { $0 + $1.saved } }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    VStack(spacing: 4) {
                        Text("Total Saved")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(totalSaved, format: .currency(code: "USD"))
                            .font(.system(size: 40, weight: .bold, design: .rounded))
                    }
                    .padding(.vertical)

                    ForEach(goals) { goal in
                        SavingsGoalCard(goal: goal)
                            .contextMenu {
                                Button {
                                    depositGoal = goal
                                } label: {
                                    Label("Add Money", systemImage: "plus.circle")
                                }
                                Button(role: .destructive) {
                                    goals.removeAll { $0.id == goal.id }
                                } label: {
                                    Label("Delete Goal", systemImage: "trash")
                                }
                            }
                            .onTapGesture { depositGoal = goal }
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground).ignoresSafeArea())
            .navigationTitle("Savings Goals")
            .sheet(item: $depositGoal) { goal in
                VStack(spacing: 20) {
                    Text("Add to \(goal.name)")
                        .font(.headline)
                    Text(depositAmount, format: .currency(code: "USD"))
                        .font(.largeTitle.bold())
                    Slider(value: $depositAmount, in: 10...1000, step: 10) {
                        Text("Amount")
                    } minimumValueLabel: {
                        Text("$10")
                    } maximumValueLabel: {
                        Text("$1k")
                    }
                    Button("Deposit") {
                        if let index = goals.firstIndex(where: { $0.id == goal.id }) {
                            goals[index].saved += depositAmount
                        }
                        depositGoal = nil
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
                .presentationDetents([.height(280)])
                .presentationDragIndicator(.visible)
            }
        }
    }
}

#Preview {
    SavingsGoalsView()
}
