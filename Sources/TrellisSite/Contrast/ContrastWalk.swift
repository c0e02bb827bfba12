import TrellisCore
import TrellisLayout
import TrellisRender

/// One text's contrast with what is drawn behind it.
public struct TextContrast: Hashable, Sendable {
    /// The node's id in every output (`n0.1.2`).
    public var nodeID: String
    /// The kinds from the root down (`navigationStack > list[1] > … > text[0]`).
    public var path: String
    /// The text's characters, as drawn.
    public var text: String
    /// The text's color as drawn (its opacity composited onto the background).
    public var foreground: Color.Resolved
    /// The color behind the text that gives the lowest ratio.
    public var background: Color.Resolved
    /// The WCAG 2.2 contrast ratio of ``foreground`` against ``background``, from 1 to 21.
    public var ratio: Double
    /// 4.5, or 3 for large text.
    public var minimum: Double

    /// Whether ``ratio`` reaches ``minimum``.
    public var passes: Bool { ratio >= minimum }
}

/// The contrast of every visible text of a laid-out screen, in one pre-order walk.
///
/// The walk keeps the paints drawn so far on a stack. Only a container that layers its children
/// (a ZStack, a background and its content, an overlay, a navigation stack's bar and screen)
/// draws something later over a child it has finished; everywhere else children lie side by
/// side. So a subtree's paints stay on the stack after it ends only while a layering ancestor
/// has children still to draw, and otherwise go with it: the stack holds the ancestors' paints
/// and what layering siblings put under the current node, not the whole tree. A text looks down
/// the stack to the nearest opaque paint that covers its frame and composites upward from
/// there, so it never scans all nodes.
public enum ContrastCheck {
    /// The texts of `layout` with their ratios, in reading order. Empty and invisible texts
    /// (opacity 0) have no contrast to meet and are left out.
    public static func texts(in layout: LaidOutTree) -> [TextContrast] {
        var walk = ContrastWalk(layout: layout)
        walk.run()
        return walk.results
    }

    /// At most this many candidate backgrounds are kept per text: paints that cover only part of
    /// a text's frame each double them.
    static let maximumCandidates = 16
}

private enum Step {
    case enter(index: Int, context: BackdropContext)
    /// Drops paints above `height`: a sibling in a container whose children do not overlap.
    case restore(height: Int)
    case leave
}

private struct ContrastWalk {
    let layout: LaidOutTree
    var paints: [BackdropPaint] = []
    var steps: [(name: String, position: Int)] = []
    var results: [TextContrast] = []
    /// The page behind the screen: the browser's white under the theme's background.
    let ground: Color.Resolved

    init(layout: LaidOutTree) {
        self.layout = layout
        ground = layout.tree.background.composited(over: Color.Resolved(red: 1, green: 1, blue: 1))
    }

    mutating func run() {
        guard !layout.nodes.isEmpty else { return }
        var work: [Step] = [.enter(index: 0, context: BackdropContext())]
        while let step = work.popLast() {
            switch step {
            case .restore(let height):
                paints.removeSubrange(height...)
            case .leave:
                steps.removeLast()
            case .enter(let index, let context):
                enter(index, context: context, work: &work)
            }
        }
    }

    private mutating func enter(_ index: Int, context: BackdropContext, work: inout [Step]) {
        let node = layout.nodes[index]
        let kind = layout.kind(of: index)
        steps.append((kind.name, node.position))
        work.append(.leave)
        for var paint in BackdropPaint.paints(of: kind, in: node.frame, context: context) {
            if let clip = context.clip { paint.frame = paint.frame.intersection(clip) }
            if context.opacity < 1 { paint.colors = paint.colors.map { $0.withOpacity(times: context.opacity) } }
            if !paint.frame.isEmpty { paints.append(paint) }
        }
        if case .text(let text) = kind { measure(text, at: index, context: context) }

        let inner = context.entering(kind, frame: node.frame)
        var children = childIndices(of: index)
        switch kind {
        case .viewThatFits(let choice):
            children = choice.chosen.map { $0 < children.count ? [children[$0]] : [] } ?? []
        case .background, .navigationStack:
            children.reverse()
        default:
            break
        }
        let height = paints.count
        let layers = Self.layersChildren(kind)
        for (order, child) in children.enumerated().reversed() {
            var context = inner
            if layers && order < children.count - 1 { context.isUnderLaterSiblings = true }
            // Nothing drawn later can lie over this child: its paints go when it ends.
            if !context.isUnderLaterSiblings { work.append(.restore(height: height)) }
            work.append(.enter(index: child, context: context))
        }
    }

    /// Containers whose children can lie over one another, so an earlier child's paints stay
    /// under the later ones.
    private static func layersChildren(_ kind: ResolvedNode.Kind) -> Bool {
        switch kind {
        case .stack(let stack): stack.axis == nil
        case .background, .overlay, .navigationStack: true
        default: false
        }
    }

    private func childIndices(of index: Int) -> [Int] {
        var children: [Int] = []
        let end = index + layout.nodes[index].subtreeSize
        var child = index + 1
        while child < end {
            children.append(child)
            child += layout.nodes[child].subtreeSize
        }
        return children
    }

    // MARK: - One text

    private mutating func measure(_ text: ResolvedText, at index: Int, context: BackdropContext) {
        let frame = layout.nodes[index].frame
        guard !frame.isEmpty, !text.string.allSatisfy(\.isWhitespace), context.opacity > 0 else { return }
        let backgrounds = candidates(under: frame)
        var worst: TextContrast?
        for run in text.styledRuns where !run.string.allSatisfy(\.isWhitespace) && run.color.opacity > 0 {
            let minimum = ContrastRatio.minimum(forLargeText: ContrastRatio.isLargeText(run.font))
            for background in backgrounds {
                let foreground = run.color.composited(over: background, alpha: context.opacity)
                let ratio = ContrastRatio.between(foreground, background)
                // The run furthest below its own minimum decides, so a large run's lower bar
                // cannot hide a small one's failure.
                if worst.map({ ratio / minimum < $0.ratio / $0.minimum }) ?? true {
                    worst = TextContrast(
                        nodeID: layout.id(of: index), path: pathString, text: text.string,
                        foreground: foreground, background: background, ratio: ratio, minimum: minimum)
                }
            }
        }
        if let worst { results.append(worst) }
    }

    /// The colors that can show behind `frame`: from the nearest opaque paint covering it (or
    /// the page), each paint above it composited on, a paint covering only part of the frame
    /// adding its colors beside those without it.
    private func candidates(under frame: CGRect) -> [Color.Resolved] {
        // Half a point of slack: a text flush with its card's edge is on the card.
        let covering = frame.insetBy(dx: 0.5, dy: 0.5)
        var start = paints.count
        while start > 0 {
            let paint = paints[start - 1]
            if paint.isOpaque && Self.contains(paint.frame, covering) { break }
            start -= 1
        }
        var colors: [Color.Resolved]
        if start > 0 {
            colors = paints[start - 1].colors
        } else {
            colors = [ground]
        }
        for paint in paints[start...] where Self.overlaps(paint.frame, covering) {
            let over = colors.flatMap { base in paint.colors.map { $0.composited(over: base) } }
            colors = Self.contains(paint.frame, covering) ? over : colors + over
            if colors.count > ContrastCheck.maximumCandidates {
                colors = Array(Self.unique(colors).prefix(ContrastCheck.maximumCandidates))
            }
        }
        return Self.unique(colors)
    }

    /// By edges: Foundation's `CGRect.contains` compares a union's recomputed size with the
    /// stored one, which a third of a point can miss in the last bit.
    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private static func unique(_ colors: [Color.Resolved]) -> [Color.Resolved] {
        var seen: Set<Color.Resolved> = []
        return colors.filter { seen.insert($0).inserted }
    }

    private var pathString: String {
        steps.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.position)]" }
            .joined(separator: " > ")
    }
}

extension Color.Resolved {
    func withOpacity(times factor: Double) -> Color.Resolved {
        Color.Resolved(red: red, green: green, blue: blue, opacity: opacity * factor)
    }
}
