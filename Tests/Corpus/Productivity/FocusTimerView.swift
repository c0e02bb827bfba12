import Trellis

struct FocusTimerView: View {
    @State private var endDate = Date.now.addingTimeInterval(25 * 60)
    @State private var isRunning = true
    @State private var minutes = 25
    let presets = [15, 25, 45, 60]

    var body: some View {
        VStack(spacing: 32) {
            Text(.now, style: .date)
                .font(.headline)
                .foregroundStyle(.secondary)

            ZStack {
                Circle()
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: 0.65)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack {
                    Text(timerInterval: Date.now...endDate, countsDown: true)
                        .font(.system(size: 54, weight: .bold, design: .monospaced))
                    Text("Ends at \(endDate, style: .time)")
                        .font(.caption)
                }
            }
            .frame(width: 260, height: 260)

            Picker("Length", selection: $minutes) {
                ForEach(presets, id: \.self) { preset in
                    Text("\(preset) min")
                }
            }
            .pickerStyle(.segmented)

            ControlGroup {
                Button {
                    isRunning.toggle()
                } label: {
                    Label(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause" : "play")
                }
                Button {
                    endDate = Date.now.addingTimeInterval(Double(minutes) * 60)
                } label: {
                    Label("Restart", systemImage: "arrow.counterclockwise")
                }
            }

            Toggle(isOn: $isRunning) {
                Image(systemName: "bell")
            }
            .toggleStyle(.button)
        }
        .padding()
    }
}

struct FocusTimerView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            FocusTimerView()
            FocusTimerView().preferredColorScheme(.dark)
        }
    }
}
