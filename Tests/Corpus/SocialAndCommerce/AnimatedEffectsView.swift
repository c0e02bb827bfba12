import Trellis

struct LiveIndicator: View {
    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(.red)
                .frame(width: 8, height: 8)
                .phaseAnimator([false, true]) { content, phase in
                    content
                        .scaleEffect(phase ? 1.4 : 1)
                        .opacity(phase ? 0.5 : 1)
                } animation: { _ in
                    .easeInOut(duration: 0.8)
                }
            Text("LIVE")
                .font(.caption.weight(.heavy))
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        .background(.black.opacity(0.6), in: Capsule())
        .foregroundStyle(.white)
    }
}

struct AnimationValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct GiftBadge: View {
    @State private var trigger = 0

    var body: some View {
        Image(systemName: "gift.fill")
            .font(.system(size: 44))
            .foregroundStyle(.pink, .yellow)
            .keyframeAnimator(initialValue: AnimationValues(), trigger: trigger) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.2)
                    CubicKeyframe(1.0, duration: 0.3)
                }
                KeyframeTrack(\.verticalOffset) {
                    LinearKeyframe(-20, duration: 0.2)
                    SpringKeyframe(0, duration: 0.4, spring: .bouncy)
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(-10), duration: 0.1)
                    CubicKeyframe(.degrees(10), duration: 0.2)
                    CubicKeyframe(.zero, duration: 0.1)
                }
            }
            .onTapGesture { trigger += 1 }
    }
}

struct FilterPreviewStrip: View {
    private let filters: [(name: String, hue: Double, saturation: Double)] = [
        ("Normal", 0, 1), ("Warm", -20, 1.2), ("Cool", 40, 0.9), ("Mono", 0, 0), ("Vivid", 0, 1.8),
    ]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(filters, id: \.name) { filter in
                    VStack(spacing: 6) {
                        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                            .frame(width: 72, height: 72)
                            .hueRotation(.degrees(filter.hue))
                            .saturation(filter.saturation)
                            .clipShape(RoundedRectangle(cornerRadius: 10))
                        Text(filter.name)
                            .font(.caption2)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct EffectsGallery: View {
    @State private var isDisabled = true

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    LiveIndicator()
                    GiftBadge()
                }
                FilterPreviewStrip()

                HStack(spacing: 16) {
                    Image(systemName: "star.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.yellow)
                        .grayscale(isDisabled ? 1 : 0)
                    Circle()
                        .fill(.white)
                        .frame(width: 44, height: 44)
                        .colorMultiply(.teal)
                    ZStack {
                        Circle().fill(.red).frame(width: 50).offset(x: -12)
                        Circle().fill(.blue).frame(width: 50).offset(x: 12)
                            .blendMode(.multiply)
                    }
                    .compositingGroup()
                    .opacity(0.8)
                    Text("Glow")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding(10)
                        .background(Color.purple, in: Capsule())
                        .shadow(color: .purple, radius: 8)
                        .brightness(0.05)
                        .contrast(1.1)
                }

                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: 14)
                        .fill(Color.blue.opacity(0.15 + Double(index) * 0.15))
                        .frame(height: 80)
                        .visualEffect { content, proxy in
                            content
                                .offset(y: proxy.frame(in: .scrollView).minY < 0 ? -proxy.frame(in: .scrollView).minY * 0.2 : 0)
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                        }
                }

                Text("Drawn once")
                    .font(.title.bold())
                    .foregroundStyle(LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
                    .drawingGroup()
                    .blur(radius: isDisabled ? 0 : 2)
                    .mask {
                        LinearGradient(colors: [.black, .black.opacity(0.2)], startPoint: .top, endPoint: .bottom)
                    }
            }
            .padding(.vertical)
        }
    }
}

#Preview {
    EffectsGallery()
}
