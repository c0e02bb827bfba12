import Trellis

struct PairingProgressView: View {
    @EnvironmentObject var model: PairingModel
    @State private var pulse = false

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                ForEach(0..<3) { ring in
                    Circle()
                        .stroke(Color.accentColor.opacity(0.3 - Double(ring) * 0.08), lineWidth: 2)
                        .frame(width: 120 + CGFloat(ring) * 50, height: 120 + CGFloat(ring) * 50)
                        .scaleEffect(pulse ? 1.05 : 0.95)
                }
                Image(systemName: "poweroutlet.type.f.fill")
                    .font(.system(size: 54))
                    .foregroundStyle(Color.accentColor)
            }
            .frame(height: 240)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                    pulse = true
                }
            }

            Group {
                switch model.phase {
                case .searching:
                    VStack(spacing: 12) {
                        ProgressView()
                            .controlSize(.large)
                        Text("Looking for accessories…")
                            .foregroundStyle(.secondary)
                    }
                case .found(let name):
                    VStack(spacing: 12) {
                        Text(name).font(.title2.bold())
                        TextField("Setup Code", text: $model.setupCode)
                            .textFieldStyle(.roundedBorder)
                            .keyboardType(.numberPad)
                            .multilineTextAlignment(.center)
                            .font(.title3.monospaced())
                            .frame(maxWidth: 220)
                        Button("Connect") { model.connect() }
                            .buttonStyle(.borderedProminent)
                    }
                case .connecting:
                    VStack(spacing: 12) {
                        ProgressView(value: model.progress) {
                            Text("Connecting")
                        } currentValueLabel: {
                            Text(model.progress, format: .percent.precision(.fractionLength(0)))
                        }
                        .progressViewStyle(.linear)
                        .frame(maxWidth: 260)
                    }
                case .done:
                    Label("Added to \(model.roomName)", systemImage: "checkmark.circle.fill")
                        .font(.title3.bold())
                        .foregroundStyle(.green)
                case .failed(let message):
                    Label(message, systemImage: "xmark.octagon.fill")
                        .foregroundStyle(.red)
                }
            }
            .animation(.default, value: model.phase)

            Spacer()

            ProgressView(value: model.progress, total: 1.0)
                .tint(.accentColor)
                .padding(.horizontal, 40)
        }
        .padding(.top, 40)
        .navigationTitle("Add Accessory")
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden(model.phase != .searching)
        .task {
            if model.phase == .searching {
                await model.start()
            }
        }
    }
}

struct PairingProgressView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            PairingProgressView()
        }
        .environmentObject(PairingModel())
    }
}
