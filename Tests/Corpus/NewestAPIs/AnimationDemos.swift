import Trellis

enum LoadingPhase: CaseIterable {
    case start, middle, end

    var scale: Double {
        switch self {
        case .start: 1
        case .middle: 1.4
        case .end: 0.8
        }
    }

    var opacity: Double { self == .middle ? 1 : 0.5 }
}

struct AnimationValues {
    var scale = 1.0
    var rotation = Angle.zero
    var yOffset = 0.0
}

struct AnimationDemos: View {
    @State private var trigger = 0
    @State private var likes = 128

    var body: some View {
        ScrollView {
            VStack(spacing: 40) {
                GroupBox("PhaseAnimator") {
                    PhaseAnimator(LoadingPhase.allCases) { phase in
                        HStack(spacing: 12) {
                            ForEach(0..<3) { _ in
                                Circle()
                                    .fill(.tint)
                                    .frame(width: 20, height: 20)
                                    .scaleEffect(phase.scale)
                                    .opacity(phase.opacity)
                            }
                        }
                        .frame(height: 60)
                    } animation: { phase in
                        switch phase {
                        case .start: .easeIn(duration: 0.3)
                        case .middle: .spring(duration: 0.4)
                        case .end: .easeOut(duration: 0.2)
                        }
                    }
                }

                GroupBox("KeyframeAnimator") {
                    KeyframeAnimator(initialValue: AnimationValues(), trigger: trigger) { values in
                        Text("🚀")
                            .font(.system(size: 60))
                            .scaleEffect(values.scale)
                            .rotationEffect(values.rotation)
                            .offset(y: values.yOffset)
                    } keyframes: { _ in
                        KeyframeTrack(\.yOffset) {
                            CubicKeyframe(-80, duration: 0.4)
                            SpringKeyframe(0, duration: 0.6)
                        }
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.2, duration: 0.2)
                            MoveKeyframe(1.0)
                        }
                        KeyframeTrack(\.rotation) {
                            CubicKeyframe(.degrees(30), duration: 0.3)
                            CubicKeyframe(.zero, duration: 0.3)
                        }
                    }
                    .frame(height: 120)
                    Button("Launch") { trigger += 1 }
                        .buttonStyle(.borderedProminent)
                }

                GroupBox("Numeric text") {
                    HStack {
                        Text(likes, format: .number)
                            .font(.largeTitle.monospacedDigit().bold())
                            .contentTransition(.numericText(value: Double(likes)))
                        Spacer()
                        Button("Like", systemImage: "hand.thumbsup.fill") {
                            withAnimation { likes += 1 }
                        }
                        .sensoryFeedback(.increase, trigger: likes)
                    }
                }

                GroupBox("Text gradients") {
                    Text("Hello, \(Text("gradient").foregroundStyle(.orange.gradient)) world")
                        .font(.title.bold())
                    Text("Angular")
                        .font(.system(size: 44, weight: .heavy))
                        .foregroundStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                }
            }
            .padding()
        }
    }
}

struct SymbolEffectsDemo: View {
    @State private var bounceCount = 0
    @State private var isActive = true
    @State private var isWifiOn = true

    var body: some View {
        Form {
            Section("Discrete") {
                HStack(spacing: 32) {
                    Image(systemName: "bell.fill")
                        .symbolEffect(.bounce, value: bounceCount)
                    Image(systemName: "heart.fill")
                        .symbolEffect(.bounce.down, value: bounceCount)
                        .foregroundStyle(.red)
                    Image(systemName: "arrow.clockwise")
                        .symbolEffect(.rotate, value: bounceCount)
                    Image(systemName: "hand.wave.fill")
                        .symbolEffect(.wiggle, value: bounceCount)
                }
                .font(.largeTitle)
                Button("Trigger") { bounceCount += 1 }
            }
            Section("Indefinite") {
                Toggle("Active", isOn: $isActive)
                HStack(spacing: 32) {
                    Image(systemName: "antenna.radiowaves.left.and.right")
                        .symbolEffect(.variableColor.iterative.reversing, isActive: isActive)
                    Image(systemName: "heart.circle")
                        .symbolEffect(.pulse, isActive: isActive)
                    Image(systemName: "speaker.wave.3.fill")
                        .symbolEffect(.breathe, isActive: isActive)
                }
                .font(.largeTitle)
                .symbolRenderingMode(.hierarchical)
            }
            Section("Replace") {
                Button {
                    isWifiOn.toggle()
                } label: {
                    Image(systemName: isWifiOn ? "wifi" : "wifi.slash")
                        .font(.largeTitle)
                        .contentTransition(.symbolEffect(.replace))
                }
            }
        }
    }
}

#Preview("Animations") {
    AnimationDemos()
}

#Preview("Symbols") {
    SymbolEffectsDemo()
}
