import Trellis

struct VerifiedBadge: View {
    var body: some View {
        Image(systemName: "checkmark.seal.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .blue)
            .imageScale(.medium)
            .accessibilityLabel("Verified")
    }
}

struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.weight(.bold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(.red))
            .overlay(Capsule().stroke(.background, lineWidth: 2))
            .fixedSize()
    }
}

struct CartButton: View {
    let count: Int

    var body: some View {
        Button {
        } label: {
            Image(systemName: "cart")
                .font(.title3)
                .overlay(alignment: .topTrailing) {
                    if count > 0 {
                        CountBadge(count: count)
                            .offset(x: 10, y: -8)
                            .transition(.scale)
                    }
                }
        }
        .accessibilityLabel("Cart")
        .accessibilityValue("\(count) items")
    }
}

struct TagBadge: View {
    let text: String
    var color: Color = .blue

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .foregroundStyle(color)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(color.opacity(0.12), in: Capsule())
    }
}

struct BadgesGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 24) {
                CartButton(count: 3)
                CartButton(count: 120)
                Image(systemName: "bell")
                    .font(.title2)
                    .overlay(alignment: .topTrailing) {
                        Circle()
                            .fill(.red)
                            .frame(width: 10, height: 10)
                            .offset(x: 2, y: -2)
                    }
            }
            HStack {
                TagBadge(text: "New")
                TagBadge(text: "Bestseller", color: .orange)
                TagBadge(text: "Limited", color: .purple)
            }
            HStack {
                Text("Maya Chen").font(.headline)
                VerifiedBadge()
            }
            Text("PRO")
                .font(.caption.weight(.heavy))
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .foregroundStyle(.black)
                .background(
                    LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing),
                    in: RoundedRectangle(cornerRadius: 6)
                )
            Text("Messages")
                .badge(5)
        }
        .padding()
    }
}

#Preview {
    BadgesGallery()
}
