import Trellis

struct OrderTrackingView: View {
    enum Step: Int, CaseIterable {
        case placed, packed, shipped, delivered

        var title: String {
            switch self {
            case .placed: "Order placed"
            case .packed: "Packed"
            case .shipped: "On the way"
            case .delivered: "Delivered"
            }
        }

        var icon: String {
            switch self {
            case .placed: "bag"
            case .packed: "shippingbox"
            case .shipped: "box.truck"
            case .delivered: "house"
            }
        }
    }

    var current: Step = .shipped

    private var fraction: Double {
        Double(current.rawValue + 1) / Double(Step.allCases.count)
    }

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                Circle()
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 14)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(
                        AngularGradient(colors: [.green, .mint, .green], center: .center, startAngle: .degrees(0), endAngle: .degrees(360)),
                        style: StrokeStyle(lineWidth: 14, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                VStack(spacing: 2) {
                    Text("Arriving")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text("Tomorrow")
                        .font(.title.bold())
                    Text("by 8 PM")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 200, height: 200)

            VStack(alignment: .leading, spacing: 0) {
                ForEach(Step.allCases, id: \.self) { step in
                    HStack(alignment: .top, spacing: 14) {
                        VStack(spacing: 0) {
                            Image(systemName: step.icon)
                                .font(.footnote.weight(.semibold))
                                .foregroundStyle(step.rawValue <= current.rawValue ? .white : .secondary)
                                .frame(width: 32, height: 32)
                                .background(step.rawValue <= current.rawValue ? Color.green : Color(.systemGray5), in: Circle())
                            if step != Step.allCases.last {
                                Line()
                                    .stroke(style: StrokeStyle(lineWidth: 2, dash: step.rawValue < current.rawValue ? [] : [4, 4]))
                                    .foregroundStyle(step.rawValue < current.rawValue ? Color.green : Color.secondary.opacity(0.4))
                                    .frame(width: 2, height: 28)
                            }
                        }
                        Text(step.title)
                            .font(.subheadline.weight(step == current ? .semibold : .regular))
                            .foregroundStyle(step.rawValue <= current.rawValue ? .primary : .secondary)
                            .padding(.top, 6)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 32)
        }
        .padding(.vertical)
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        return path
    }
}

#Preview {
    OrderTrackingView()
}
