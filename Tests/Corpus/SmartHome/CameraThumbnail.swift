import Trellis

struct StatusBadge: View {
    let status: CameraStatus

    private var color: Color {
        switch status {
        case .live: return .green
        case .recording: return .red
        case .offline: return .gray
        case .motion: return .orange
        }
    }

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .fill(color)
                .frame(width: 6, height: 6)
            Text(status.label)
                .font(.caption2.bold())
                .textCase(.uppercase)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .foregroundStyle(.white)
        .background(.black.opacity(0.55), in: Capsule())
    }
}

struct CameraThumbnail: View {
    let camera: SecurityCamera

    var body: some View {
        ZStack {
            LinearGradient(
                colors: camera.isNightVision ? [Color(hex: 0x1B3A2A), Color(hex: 0x0A1A12)] : [Color(hex: 0x5D6D7E), Color(hex: 0x2C3E50)],
                startPoint: .top,
                endPoint: .bottom
            )
            if camera.status == .offline {
                VStack(spacing: 6) {
                    Image(systemName: "video.slash.fill")
                        .font(.title)
                    Text("Camera Offline")
                        .font(.footnote)
                }
                .foregroundStyle(.white.opacity(0.7))
            } else {
                Image(systemName: "video.fill")
                    .font(.system(size: 36))
                    .foregroundStyle(.white.opacity(0.25))
            }
        }
        .aspectRatio(16 / 9, contentMode: .fit)
        .overlay(alignment: .topLeading) {
            StatusBadge(status: camera.status)
                .padding(8)
        }
        .overlay(alignment: .topTrailing) {
            if let battery = camera.batteryLevel {
                Label("\(battery)%", systemImage: battery < 20 ? "battery.25" : "battery.75")
                    .font(.caption2.weight(.medium))
                    .labelStyle(.titleAndIcon)
                    .foregroundStyle(battery < 20 ? .red : .white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 6))
                    .padding(8)
            }
        }
        .overlay(alignment: .bottomLeading) {
            Text(camera.name)
                .font(.headline)
                .foregroundStyle(.white)
                .shadow(radius: 3)
                .padding(10)
        }
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

#Preview {
    VStack {
        CameraThumbnail(camera: SecurityCamera.samples[0])
        CameraThumbnail(camera: SecurityCamera.samples[3])
    }
    .padding()
}
