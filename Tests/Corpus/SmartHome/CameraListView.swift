import Trellis

struct CameraListView: View {
    @State private var cameras = SecurityCamera.samples
    @State private var layout: Layout = .list
    @State private var armed = true
    @State private var selectedCamera: SecurityCamera?
    @State private var showingArmAlert = false

    enum Layout: String, CaseIterable {
        case list, grid
        var symbol: String { self == .list ? "rectangle.grid.1x2" : "square.grid.2x2" }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                armingBanner
                    .padding(.horizontal)

                if layout == .grid {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                        ForEach(cameras) { camera in
                            cameraCell(camera)
                        }
                    }
                    .padding()
                } else {
                    LazyVStack(spacing: 16) {
                        ForEach(cameras) { camera in
                            cameraCell(camera)
                        }
                    }
                    .padding()
                }

                recentEvents
            }
            .navigationTitle("Cameras")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Layout", selection: $layout.animation()) {
                        ForEach(Layout.allCases, id: \.self) { layout in
                            Image(systemName: layout.symbol).tag(layout)
                        }
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 100)
                }
            }
            .sheet(item: $selectedCamera) { camera in
                CameraDetailSheet(camera: camera)
            }
            .alert(armed ? "Disarm Security?" : "Arm Security?", isPresented: $showingArmAlert) {
                Button(armed ? "Disarm" : "Arm", role: armed ? .destructive : nil) {
                    armed.toggle()
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private var armingBanner: some View {
        HStack {
            Image(systemName: armed ? "checkmark.shield.fill" : "shield.slash")
                .font(.title)
                .foregroundStyle(armed ? .green : .secondary)
                .symbolEffect(.bounce, value: armed)
            VStack(alignment: .leading) {
                Text(armed ? "Armed — Away" : "Disarmed")
                    .font(.headline)
                Text("\(cameras.filter { $0.status != .offline }.count) of \(cameras.count) cameras online")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(armed ? "Disarm" : "Arm") {
                showingArmAlert = true
            }
            .buttonStyle(.borderedProminent)
            .tint(armed ? .red : .green)
            .controlSize(.small)
        }
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
    }

    private func cameraCell(_ camera: SecurityCamera) -> some View {
        CameraThumbnail(camera: camera)
            .onTapGesture { selectedCamera = camera }
            .contextMenu {
                Button("Snapshot", systemImage: "camera") {}
                Button("Event History", systemImage: "clock.arrow.circlepath") {}
                Button("Turn Off", systemImage: "power", role: .destructive) {}
            }
    }

    private var recentEvents: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recent Activity")
                .font(.title3.bold())
            ForEach(CameraEvent.samples) { event in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.gray.opacity(0.3))
                        .frame(width: 64, height: 40)
                        .overlay {
                            Image(systemName: event.symbol)
                                .foregroundStyle(.secondary)
                        }
                    VStack(alignment: .leading) {
                        Text(event.title)
                            .font(.subheadline.weight(.medium))
                        Text(event.time, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: "chevron.right")
                        .foregroundStyle(.tertiary)
                }
                if event.id != CameraEvent.samples.last?.id {
                    Divider()
                }
            }
        }
        .padding()
    }
}

struct CameraDetailSheet: View {
    let camera: SecurityCamera
    @Environment(\.dismiss) private var dismiss
    @State private var isMuted = true
    @State private var isTalking = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                CameraThumbnail(camera: camera)
                HStack(spacing: 32) {
                    controlButton(isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill", title: "Sound") { isMuted.toggle() }
                    controlButton("mic.fill", title: "Talk") { isTalking.toggle() }
                    controlButton("camera.fill", title: "Snapshot") {}
                    controlButton("light.beacon.max.fill", title: "Siren") {}
                }
                Spacer()
            }
            .padding()
            .navigationTitle(camera.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium])
    }

    private func controlButton(_ symbol: String, title: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            VStack(spacing: 6) {
                Image(systemName: symbol)
                    .font(.title3)
                    .frame(width: 52, height: 52)
                    .background(Color.secondary.opacity(0.15), in: Circle())
                Text(title)
                    .font(.caption)
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    CameraListView()
}
