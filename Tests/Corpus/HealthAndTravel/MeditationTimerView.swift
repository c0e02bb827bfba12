import Trellis

struct MeditationTimerView: View {
    @State private var selectedMinutes = 10
    @State private var remaining: TimeInterval = 600
    @State private var isRunning = false
    @State private var soundEnabled = true

    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private let durations = [1, 3, 5, 10, 15, 20, 30]

    private var progress: Double {
        1 - remaining / Double(selectedMinutes * 60)
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: [.calmPurple, .indigo.opacity(0.8), .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 32) {
                Text("Mindful Minutes")
                    .font(.title2.weight(.semibold))
                    .foregroundStyle(.white.opacity(0.9))

                ZStack {
                    Circle()
                        .stroke(.white.opacity(0.15), lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(.white, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                        .animation(.linear(duration: 1), value: remaining)
                    Text(remaining.clockText)
                        .font(.system(size: 64, weight: .thin, design: .rounded))
                        .monospacedDigit()
                        .foregroundStyle(.white)
                        .contentTransition(.numericText())
                }
                .frame(width: 260, height: 260)

                Picker("Duration", selection: $selectedMinutes) {
                    ForEach(durations, id: \.self) { minutes in
                        Text("\(minutes) min").tag(minutes)
                    }
                }
                .pickerStyle(.menu)
                .tint(.white)
                .disabled(isRunning)
                .onChange(of: selectedMinutes) { _, newValue in
                    remaining = TimeInterval(newValue * 60)
                }

                HStack(spacing: 40) {
                    Button {
                        isRunning = false
                        remaining = TimeInterval(selectedMinutes * 60)
                    } label: {
                        Image(systemName: "arrow.counterclockwise")
                            .font(.title2)
                            .frame(width: 56, height: 56)
                            .background(.white.opacity(0.15), in: Circle())
                    }

                    Button {
                        isRunning.toggle()
                    } label: {
                        Image(systemName: isRunning ? "pause.fill" : "play.fill")
                            .font(.largeTitle)
                            .frame(width: 84, height: 84)
                            .background(.white, in: Circle())
                            .foregroundStyle(Color.calmPurple)
                    }

                    Toggle(isOn: $soundEnabled) {
                        Image(systemName: soundEnabled ? "bell.fill" : "bell.slash")
                            .font(.title2)
                            .frame(width: 56, height: 56)
                    }
                    .toggleStyle(.button)
                }
                .foregroundStyle(.white)
            }
            .padding()
        }
        .onReceive(timer) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
            if remaining == 0 { isRunning = false }
        }
    }
}

#Preview {
    MeditationTimerView()
}
