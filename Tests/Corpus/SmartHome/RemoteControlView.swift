import Trellis

struct RemoteControlView: View {
    @State private var volume: Double = 0.35
    @State private var isPlaying = false
    @State private var isMuted = false
    @State private var selectedDevice = "Living Room TV"
    @State private var showingDevices = false
    @State private var lastCommand: String?

    private let devices = ["Living Room TV", "Kitchen HomePod", "Bedroom Speaker"]
    private let numberPad = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]

    var body: some View {
        NavigationStack {
            VStack(spacing: 28) {
                Button {
                    showingDevices = true
                } label: {
                    HStack {
                        Image(systemName: "tv")
                        Text(selectedDevice)
                            .font(.headline)
                        Image(systemName: "chevron.down")
                            .font(.caption.bold())
                    }
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)

                dPad

                LazyVGrid(columns: Array(repeating: GridItem(.fixed(72), spacing: 20), count: 3), spacing: 20) {
                    Button { send("back") } label: { Image(systemName: "chevron.backward") }
                    Button { send("home") } label: { Image(systemName: "house") }
                    Button { send("menu") } label: { Image(systemName: "line.3.horizontal") }
                    Button { isMuted.toggle() } label: {
                        Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                    }
                    Button { isPlaying.toggle() } label: {
                        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                            .contentTransition(.symbolEffect(.replace))
                    }
                    .buttonStyle(.remote(tint: .accentColor))
                    Button { send("mic") } label: { Image(systemName: "mic.fill") }
                }
                .buttonStyle(.remote)

                volumeRocker

                if let lastCommand {
                    Text("Sent \(lastCommand)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle("Remote")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        ForEach(numberPad, id: \.self) { digit in
                            Button(digit) { send(digit) }
                        }
                    } label: {
                        Image(systemName: "number.circle")
                    }
                }
            }
            .confirmationDialog("Choose a Device", isPresented: $showingDevices) {
                ForEach(devices, id: \.self) { device in
                    Button(device) { selectedDevice = device }
                }
            }
        }
    }

    private var dPad: some View {
        ZStack {
            Circle()
                .fill(.quaternary)
                .frame(width: 220, height: 220)
            VStack(spacing: 0) {
                Button { send("up") } label: { Image(systemName: "chevron.up") }
                HStack(spacing: 0) {
                    Button { send("left") } label: { Image(systemName: "chevron.left") }
                    Button { send("select") } label: {
                        Text("OK")
                            .font(.headline)
                            .frame(width: 72, height: 72)
                            .background(.background, in: Circle())
                    }
                    Button { send("right") } label: { Image(systemName: "chevron.right") }
                }
                Button { send("down") } label: { Image(systemName: "chevron.down") }
            }
            .font(.title2.bold())
            .buttonStyle(DPadButtonStyle())
        }
    }

    private var volumeRocker: some View {
        HStack(spacing: 16) {
            Button { volume = max(0, volume - 0.05) } label: { Image(systemName: "minus") }
                .buttonStyle(.remote(tint: .gray, shape: .capsule))
            ProgressView(value: volume)
                .progressViewStyle(.linear)
                .tint(isMuted ? .gray : .accentColor)
                .frame(width: 120)
            Button { volume = min(1, volume + 0.05) } label: { Image(systemName: "plus") }
                .buttonStyle(.remote(tint: .gray, shape: .capsule))
        }
    }

    private func send(_ command: String) {
        withAnimation { lastCommand = command }
    }
}

#Preview("Remote") {
    RemoteControlView()
}
