import Trellis

struct StopwatchView: View {
    @ObservedObject var model: StopwatchModel
    @GestureState private var isHolding = false
    @Environment(\.scenePhase) private var scenePhase
    @Namespace private var animation

    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text(model.formattedElapsed)
                    .font(.system(size: 64, weight: .thin, design: .monospaced))
                    .matchedGeometryEffect(id: "time", in: animation)
                    .onTapGesture(count: 2) {
                        model.reset()
                    }
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .updating($isHolding) { value, state, _ in
                                state = value
                            }
                            .onEnded { _ in
                                model.reset()
                            }
                    )

                HStack(spacing: 16) {
                    Button(model.isRunning ? "Lap" : "Reset") {
                        if model.isRunning {
                            model.lap()
                        } else {
                            model.reset()
                        }
                    }
                    .buttonStyle(.bordered)

                    Button(model.isRunning ? "Stop" : "Start") {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            model.isRunning ? model.stop() : model.start()
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(model.isRunning ? .red : .green)
                }

                List {
                    Section("Laps") {
                        ForEach(model.laps) { lap in
                            NavigationLink(destination: LapDetailView(lap: lap)) {
                                HStack {
                                    Text("Lap \(lap.number)")
                                    Spacer()
                                    Text(StopwatchModel.format(lap.duration))
                                        .foregroundColor(.secondary)
                                }
                            }
                        }
                    }
                }
                .animation(.spring(response: 0.3, dampingFraction: 0.8), value: model.laps)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            .padding(.top)
            .navigationTitle("Stopwatch")
            .onReceive(timer) { _ in
                model.tick()
            }
            .onChange(of: scenePhase) { phase in
                if phase != .active { model.stop() }
            }
            .onAppear {
                UserDefaults.standard.set(true, forKey: "hasOpenedStopwatch")
            }
            .onDisappear(perform: model.stop)
            .sensoryFeedback(.impact(weight: .light), trigger: model.laps.count)
        }
    }
}

struct LapDetailView: View {
    let lap: StopwatchModel.Lap
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Lap \(lap.number)")
                .font(.largeTitle)
            Text(StopwatchModel.format(lap.duration))
                .font(.title2)
                .foregroundColor(.secondary)
            Button("Done") {
                dismiss()
            }
        }
        .navigationTitle("Lap \(lap.number)")
        .task {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView(model: StopwatchModel(elapsed: 83, isRunning: true, laps: [
            .init(number: 2, duration: 41),
            .init(number: 1, duration: 30),
        ]))
        .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
        .previewDisplayName("Running")

        StopwatchView(model: StopwatchModel())
            .previewLayout(.sizeThatFits)
            .previewInterfaceOrientation(.portrait)
    }
}
