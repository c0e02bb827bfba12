import Trellis

/// A bar with rounded top corners only, drawn by hand (no Charts).
struct RoundedBar: Shape {
    var cornerRadius: CGFloat = 6

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(cornerRadius, rect.width / 2, rect.height)
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addArc(center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
                    startAngle: .degrees(270), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A line through normalized values, used for sparklines and the coin chart.
struct LineGraph: Shape {
    var data: [Double]

    func path(in rect: CGRect) -> Path {
        guard data.count > 1, let minY = data.min(), let maxY = data.max() else { return Path() }
        let range = maxY - minY == 0 ? 1 : maxY - minY
        let step = rect.width / CGFloat(data.count - 1)
        return Path { path in
            for (index, value) in data.enumerated() {
                let x = rect.minX + CGFloat(index) * step
                let y = rect.maxY - CGFloat((value - minY) / range) * rect.height
                if index == 0 {
                    path.move(to: CGPoint(x: x, y: y))
                } else {
                    path.addLine(to: CGPoint(x: x, y: y))
                }
            }
        }
    }
}

/// The area under a LineGraph, for the gradient fill.
struct AreaGraph: Shape {
    var data: [Double]

    func path(in rect: CGRect) -> Path {
        var path = LineGraph(data: data).path(in: rect)
        guard !path.isEmpty else { return path }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}
