import Trellis

struct AccessoryTile: View {
    let accessory: Accessory
    var onToggle: () -> Void = {}

    private var isActive: Bool { accessory.isOn && accessory.isReachable }

    var body: some View {
        Button(action: onToggle) {
            VStack(alignment: .leading, spacing: 10) {
                HStack(alignment: .top) {
                    Image(systemName: accessory.kind.symbolName)
                        .font(.title2)
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(isActive ? accessory.tint : .secondary)
                        .frame(width: 36, height: 36)
                        .background(
                            Circle().fill(isActive ? accessory.tint.opacity(0.2) : Color.secondary.opacity(0.12))
                        )
                    Spacer()
                    if !accessory.isReachable {
                        Image(systemName: "exclamationmark.triangle.fill")
                            .foregroundStyle(.yellow)
                            .imageScale(.small)
                    }
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(accessory.name)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(2)
                        .multilineTextAlignment(.leading)
                        .foregroundStyle(isActive ? Color.black : Color.primary)
                    Text(accessory.statusText)
                        .font(.caption)
                        .foregroundStyle(isActive ? Color.black.opacity(0.6) : Color.secondary)
                }
            }
            .frame(maxWidth: .infinity, minHeight: 96, alignment: .topLeading)
            .padding(12)
            .background {
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .fill(isActive ? AnyShapeStyle(Color.white) : AnyShapeStyle(.thinMaterial))
                    .shadow(color: .black.opacity(isActive ? 0.12 : 0), radius: 6, y: 3)
            }
        }
        .buttonStyle(.plain)
        .disabled(!accessory.isReachable)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(accessory.isOn ? [.isSelected] : [])
        .accessibilityHint("Double tap to toggle")
    }
}

#Preview("Tiles", traits: .sizeThatFitsLayout) {
    HStack {
        AccessoryTile(accessory: Room.samples[0].accessories[0])
        AccessoryTile(accessory: Room.samples[0].accessories[1])
        AccessoryTile(accessory: Room.samples[0].accessories[5])
    }
    .padding()
    .background(Color.gray.opacity(0.2))
}
