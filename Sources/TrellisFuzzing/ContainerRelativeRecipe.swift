import Trellis

/// `containerRelativeFrame` as data: the whole container, a share of it (`count:span:spacing:`,
/// hostile numbers included) or the closure form as a fraction of the container's length. Each
/// is sized by layout from the nearest container (ContainerRelativeLayout.swift).
public enum ContainerRelativeRecipe: Hashable, Sendable {
    case whole(horizontal: Bool, vertical: Bool, alignment: AlignmentRecipe)
    case share(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double)
    case fraction(horizontal: Bool, vertical: Bool, Double)

    static func axes(_ horizontal: Bool, _ vertical: Bool) -> Axis.Set {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }

    static func axesSource(_ horizontal: Bool, _ vertical: Bool) -> String {
        switch (horizontal, vertical) {
        case (true, true): "[.horizontal, .vertical]"
        case (true, false): ".horizontal"
        case (false, true): ".vertical"
        case (false, false): "[]"
        }
    }

    var numbers: [Double] {
        switch self {
        case .whole: []
        case .share(_, _, _, _, let spacing): [spacing]
        case .fraction(_, _, let fraction): [fraction]
        }
    }

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .whole(let horizontal, let vertical, let alignment):
            context.resolveChild(content.containerRelativeFrame(Self.axes(horizontal, vertical), alignment: alignment.alignment))
        case .share(let horizontal, let vertical, let count, let span, let spacing):
            context.resolveChild(content.containerRelativeFrame(Self.axes(horizontal, vertical), count: count, span: span, spacing: CGFloat(spacing)))
        case .fraction(let horizontal, let vertical, let fraction):
            context.resolveChild(content.containerRelativeFrame(Self.axes(horizontal, vertical)) { length, _ in length * CGFloat(fraction) })
        }
    }

    var source: String {
        switch self {
        case .whole(let horizontal, let vertical, let alignment):
            ".containerRelativeFrame(\(Self.axesSource(horizontal, vertical)), alignment: \(alignment.source))"
        case .share(let horizontal, let vertical, let count, let span, let spacing):
            ".containerRelativeFrame(\(Self.axesSource(horizontal, vertical)), count: \(count), span: \(span), spacing: \(SwiftSource.number(spacing)))"
        case .fraction(let horizontal, let vertical, let fraction):
            ".containerRelativeFrame(\(Self.axesSource(horizontal, vertical))) { length, _ in length * \(SwiftSource.number(fraction)) }"
        }
    }
}

extension RecipeGenerator {
    mutating func containerRelative() -> ContainerRelativeRecipe {
        let horizontal = random.chance(70)
        let vertical = !horizontal || random.chance(30)
        switch random.within(0...2) {
        case 0: return .whole(horizontal: horizontal, vertical: vertical, alignment: alignment())
        case 1:
            return .share(horizontal: horizontal, vertical: vertical, count: random.within(0...4), span: random.within(0...3),
                          spacing: random.chance(70) ? random.pick([0, 10, 16]) : number())
        default: return .fraction(horizontal: horizontal, vertical: vertical, random.chance(70) ? random.pick([0.5, 0.8, 1]) : number())
        }
    }
}
