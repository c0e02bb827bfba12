import Trellis

/// Places its subviews evenly around a circle.
struct RadialLayout: Layout {
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 240, height: 240))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let radius = min(bounds.width, bounds.height) / 2 - max(largest.width, largest.height) / 2
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = startAngle + step * Double(index)
            let point = CGPoint(
                x: bounds.midX + radius * cos(angle.radians),
                y: bounds.midY + radius * sin(angle.radians)
            )
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct AdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var forceVertical = false
    @ViewBuilder var content: () -> Content

    var body: some View {
        let layout = (forceVertical || sizeClass == .compact)
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(alignment: .top, spacing: 16))
        layout {
            content()
        }
    }
}

struct LayoutSwitcherDemo: View {
    enum Kind: String, CaseIterable, Identifiable {
        case horizontal, vertical, grid, radial
        var id: Self { self }
    }

    @State private var kind: Kind = .radial

    private var layout: AnyLayout {
        switch kind {
        case .horizontal: return AnyLayout(HStackLayout(spacing: 10))
        case .vertical: return AnyLayout(VStackLayout(spacing: 10))
        case .grid: return AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10))
        case .radial: return AnyLayout(RadialLayout())
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            Picker("Layout", selection: $kind) {
                ForEach(Kind.allCases) { kind in
                    Text(kind.rawValue.capitalized).tag(kind)
                }
            }
            .pickerStyle(.segmented)

            layout {
                ForEach(1...6, id: \.self) { number in
                    Circle()
                        .fill(Color(hue: Double(number) / 6, saturation: 0.6, brightness: 0.9))
                        .frame(width: 44, height: 44)
                        .overlay(Text("\(number)").font(.headline).foregroundColor(.white))
                }
            }
            .frame(height: 260)
            .animation(.spring(), value: kind)
        }
        .padding()
    }
}
