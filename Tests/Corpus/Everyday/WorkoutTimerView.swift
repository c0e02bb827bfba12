import Trellis

struct WorkoutTimerView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var elapsed = 0
    @State private var isRunning = false
    @State private var rounds = 3
    @Namespace private var animation

    private var minutes: Int { elapsed / 60 }
    private var seconds: Int { elapsed % 60 }

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 24) {
                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.2), lineWidth: 20)
                    Circle()
                        .trim(from: 0, to: CGFloat(elapsed % 60) / 60)
                        .stroke(
                            AngularGradient(gradient: Gradient(colors: [.green, .mint, .green]), center: .center),
                            style: StrokeStyle(lineWidth: 20, lineCap: .round)
                        )
                        .rotationEffect(.degrees(-90))
                        .animation(.linear(duration: 1), value: elapsed)
                    VStack {
                        Text(String(format: "%02d:%02d", minutes, seconds))
                            .font(.system(size: 56, weight: .bold, design: .monospaced))
                        Text("Round \(min(elapsed / 60 + 1, rounds)) of \(rounds)")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                    }
                }
                .frame(width: geometry.size.width * 0.75, height: geometry.size.width * 0.75)

                HStack(spacing: 20) {
                    Button {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                            isRunning.toggle()
                        }
                    } label: {
                        Image(systemName: isRunning ? "pause.fill" : "play.fill")
                            .font(.title)
                            .frame(width: 72, height: 72)
                            .background(isRunning ? Color.orange : Color.green)
                            .foregroundColor(.white)
                            .clipShape(Circle())
                            .matchedGeometryEffect(id: "control", in: animation)
                    }
                    .keyboardShortcut(.space, modifiers: [])

                    Button(role: .destructive) {
                        elapsed = 0
                    } label: {
                        Image(systemName: "arrow.counterclockwise")
                            .font(.title)
                            .frame(width: 72, height: 72)
                            .background(Color(.systemGray5))
                            .clipShape(Circle())
                    }
                    .help("Reset")
                }

                Stepper("Rounds: \(rounds)", value: $rounds, in: 1...10)
                    .padding(.horizontal, 40)

                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding()
        .onReceive(timer) { _ in
            if isRunning { elapsed += 1 }
        }
        .onTapGesture(count: 2) {
            isRunning = false
        }
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }
}

struct WorkoutTimerView_Previews: PreviewProvider {
    static var previews: some View {
        WorkoutTimerView()
            .previewInterfaceOrientation(.portrait)
    }
}
