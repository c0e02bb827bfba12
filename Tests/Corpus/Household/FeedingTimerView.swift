import Trellis
import Combine

struct FeedingTimerView: View {
    @EnvironmentObject var log: BabyLog
    @State private var kind: FeedingKind = .leftBreast
    @State private var isRunning = false
    @State private var elapsed: TimeInterval = 0
    @State private var startDate: Date?
    @State private var bottleAmount = 90

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var elapsedText: String {
        let minutes = Int(elapsed) / 60
        let seconds = Int(elapsed) % 60
        return String(format: "%02d:%02d", minutes, seconds)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 28) {
                Picker("Side", selection: $kind) {
                    ForEach(FeedingKind.allCases) { kind in
                        Label(kind.rawValue, systemImage: kind.symbol).tag(kind)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                ZStack {
                    Circle()
                        .fill(isRunning ? Color.pink.opacity(0.15) : Color.gray.opacity(0.1))
                    Circle()
                        .stroke(lineWidth: 4)
                        .foregroundColor(isRunning ? .pink : .gray.opacity(0.3))
                    VStack(spacing: 6) {
                        Text(elapsedText)
                            .font(.system(size: 56, weight: .light, design: .rounded))
                            .monospacedDigit()
                            .contentTransition(.numericText())
                        Text(isRunning ? "Feeding…" : "Paused")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 240, height: 240)

                if kind == .bottle {
                    Stepper(value: $bottleAmount, in: 0...300, step: 10) {
                        Label("\(bottleAmount) ml", systemImage: "drop")
                    }
                    .padding(.horizontal, 40)
                }

                HStack(spacing: 24) {
                    Button {
                        elapsed = 0
                        isRunning = false
                        startDate = nil
                    } label: {
                        Image(systemName: "arrow.counterclockwise")
                            .font(.title2)
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(Color(.secondarySystemBackground)))
                    }
                    .disabled(elapsed == 0)

                    Button {
                        if startDate == nil { startDate = Date() }
                        withAnimation(.spring()) { isRunning.toggle() }
                    } label: {
                        Image(systemName: isRunning ? "pause.fill" : "play.fill")
                            .font(.largeTitle)
                            .foregroundColor(.white)
                            .frame(width: 88, height: 88)
                            .background(Circle().fill(Color.pink))
                    }

                    Button {
                        log.log(Feeding(kind: kind, start: startDate ?? Date(), duration: elapsed, amountML: kind == .bottle ? bottleAmount : nil))
                        elapsed = 0
                        isRunning = false
                    } label: {
                        Image(systemName: "checkmark")
                            .font(.title2)
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(Color(.secondarySystemBackground)))
                    }
                    .disabled(elapsed == 0)
                }
                .buttonStyle(.plain)

                if let last = log.feedings.first {
                    HStack {
                        Image(systemName: "clock.arrow.circlepath")
                        Text("Last feed: \(last.kind.rawValue), ")
                        + Text(last.start, style: .relative)
                        + Text(" ago")
                    }
                    .font(.footnote)
                    .foregroundColor(.secondary)
                }
                Spacer()
            }
            .padding(.top)
            .navigationTitle("Feeding")
            .onReceive(timer) { _ in
                guard isRunning else { return }
                elapsed += 1
            }
            .sensoryFeedback(.impact, trigger: isRunning)
        }
    }
}

#Preview {
    FeedingTimerView()
        .environmentObject(BabyLog.preview)
}
