import Trellis

struct CountBadge: View {
    let count: Int
    var color: Color = .red
    var maximum = 99

    private var text: String {
        count > maximum ? "\(maximum)+" : "\(count)"
    }

    var body: some View {
        if count > 0 {
            Text(text)
                .font(.caption2.bold())
                .monospacedDigit()
                .foregroundStyle(.white)
                .padding(.horizontal, count > 9 ? 5 : 0)
                .frame(minWidth: 18, minHeight: 18)
                .background(color, in: Capsule())
                .overlay(Capsule().stroke(Color(.systemBackground), lineWidth: 2))
                .transition(.scale.combined(with: .opacity))
        }
    }
}

struct LabelBadge: View {
    enum Kind { case new, beta, deprecated }

    let kind: Kind

    private var title: String {
        switch kind {
        case .new: return "NEW"
        case .beta: return "BETA"
        case .deprecated: return "DEPRECATED"
        }
    }

    private var color: Color {
        switch kind {
        case .new: return .green
        case .beta: return .purple
        case .deprecated: return .gray
        }
    }

    var body: some View {
        Text(title)
            .font(.system(size: 10, weight: .heavy, design: .rounded))
            .kerning(0.5)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .foregroundColor(color)
            .background(color.opacity(0.15))
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct BadgeModifier: ViewModifier {
    let count: Int
    var alignment: Alignment = .topTrailing

    func body(content: Content) -> some View {
        content.overlay(alignment: alignment) {
            CountBadge(count: count)
                .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
        }
    }
}

extension View {
    func countBadge(_ count: Int) -> some View {
        modifier(BadgeModifier(count: count))
    }
}
