import Trellis

struct TimerPulse {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct CookingModeView: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var currentStep: Int? = 0
    @State private var timerDone = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                            StepPage(number: index + 1, total: recipe.steps.count, text: step)
                                .containerRelativeFrame(.horizontal)
                                .id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $currentStep)
                .scrollIndicators(.hidden)

                HStack(spacing: 8) {
                    ForEach(recipe.steps.indices, id: \.self) { index in
                        Circle()
                            .fill(index == currentStep ? Color.orange : Color.secondary.opacity(0.3))
                            .frame(width: 8, height: 8)
                    }
                }
                .padding()

                KeyframeAnimator(initialValue: TimerPulse(), trigger: timerDone) { value in
                    Image(systemName: "bell.fill")
                        .font(.system(size: 40))
                        .foregroundStyle(.orange)
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.3, duration: 0.2)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.verticalOffset) {
                        LinearKeyframe(-12, duration: 0.15)
                        SpringKeyframe(0, duration: 0.4, spring: .bouncy)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(-15), duration: 0.1)
                        CubicKeyframe(.degrees(15), duration: 0.1)
                        CubicKeyframe(.zero, duration: 0.1)
                    }
                }
                .padding(.bottom)
            }
            .navigationTitle(recipe.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done", systemImage: "xmark") { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Ring", systemImage: "bell") { timerDone += 1 }
                }
            }
        }
        .persistentSystemOverlays(.hidden)
    }
}

struct StepPage: View {
    let number: Int
    let total: Int
    let text: String

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Step \(number) of \(total)")
                .font(.headline)
                .foregroundStyle(.orange)
            Text(text)
                .font(.system(.largeTitle, design: .serif))
                .minimumScaleFactor(0.5)
            Spacer()
        }
        .padding(32)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    CookingModeView(recipe: .pancakes)
}
