import CoreGraphics

// Model code for a drawing canvas that imports only CoreGraphics.
struct Stroke {
    var points: [CGPoint]
    var color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var width: CGFloat = 4
    var cap: CGLineCap = .round
    var join: CGLineJoin = .round

    func transformed(by transform: CGAffineTransform) -> Stroke {
        var copy = self
        copy.points = points.map { $0.applying(transform) }
        return copy
    }

    var bounds: CGRect {
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

struct Flick {
    var velocity: CGVector
    var speed: CGFloat { (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot() }
}
