import Trellis

struct ColorTemperatureSlider: View {
    @Binding var kelvin: Double
    var range: ClosedRange<Double> = 2000...6500

    private var fraction: Double {
        (kelvin - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Color Temperature")
                    .font(.headline)
                Spacer()
                Text("\(Int(kelvin)) K")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(
                            LinearGradient(
                                colors: [.kelvin(2000), .kelvin(3500), .kelvin(5000), .kelvin(6500)],
                                startPoint: .leading,
                                endPoint: .trailing
                            )
                        )
                    Circle()
                        .fill(.white)
                        .overlay(Circle().stroke(Color.black.opacity(0.15), lineWidth: 1))
                        .shadow(color: .black.opacity(0.2), radius: 3, y: 1)
                        .frame(width: 30, height: 30)
                        .offset(x: (geometry.size.width - 30) * fraction)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    let x = min(max(0, value.location.x), geometry.size.width)
                                    kelvin = range.lowerBound + (range.upperBound - range.lowerBound) * x / geometry.size.width
                                }
                        )
                }
            }
            .frame(height: 30)
            HStack {
                Label("Warm", systemImage: "flame")
                Spacer()
                Label("Cool", systemImage: "snowflake")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .labelStyle(.titleAndIcon)
        }
        .cardStyle()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Color temperature")
        .accessibilityValue("\(Int(kelvin)) kelvin")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: kelvin = min(kelvin + 100, range.upperBound)
            case .decrement: kelvin = max(kelvin - 100, range.lowerBound)
            @unknown default: break
            }
        }
    }
}

#Preview {
    ColorTemperatureSlider(kelvin: .constant(3200))
        .padding()
}
