import TrellisCore

/// Shapes whose outline is built for their size (`Shape.path(in:)`) and clips to such shapes:
/// the other size-dependent views, next to GeometryReader (DeferredLayout.swift).
///
/// A shape takes the space it is offered whatever its outline, so placement only notes the size
/// of each outline still to build, and the engine builds them between passes. Because the
/// drawing changes no size, a pass whose only news is drawings is not run again: the outlines
/// are written into the tree and kinds, and the frames kept.
extension LayoutPass {
    /// Notes node `index`'s size when its drawing still has to be built for it.
    mutating func recordDrawing(_ index: Int, size: CGSize) {
        let needs: Bool
        switch kinds[index] {
        case .shape(let shape): needs = shape.kind.needsPath(for: size)
        case .clip(let kind): needs = kind.needsPath(for: size)
        case .canvas(let canvas): needs = canvas.needsDrawing(for: size)
        default: needs = false
        }
        if needs { deferredPlacements.append(.drawing(node: index, size: size)) }
    }
}

extension ShapeKind {
    func needsPath(for size: CGSize) -> Bool {
        guard case .path(let path) = self else { return false }
        return path.needsPath(for: size)
    }

    func built(for size: CGSize) -> ShapeKind {
        guard case .path(let path) = self else { return self }
        return .path(path.built(for: size))
    }
}

extension LayoutEngine {
    /// `kind` with its drawing built for `size`; nil when there is nothing to build. Runs
    /// between passes: `path(in:)` is user code, but nonisolated, so it runs here.
    func drawn(_ kind: ResolvedNode.Kind, size: CGSize) -> ResolvedNode.Kind? {
        switch kind {
        case .shape(var shape) where shape.kind.needsPath(for: size):
            shape.kind = shape.kind.built(for: size)
            return .shape(shape)
        case .clip(let clip) where clip.needsPath(for: size):
            return .clip(clip.built(for: size))
        case .canvas(let canvas) where canvas.needsDrawing(for: size):
            // Outside the pass: the renderer may wait for the main actor.
            guard let source = canvas.source else { return nil }
            return .canvas(measuringTexts(of: source.draw(for: size)))
        default:
            return nil
        }
    }

    /// Whether every update is a drawing, so the frames already laid out stay right.
    static func onlyDrawings(_ updates: [Int: ResolvedNode], in laidOut: LaidOutTree) -> Bool {
        updates.keys.allSatisfy { index in
            switch laidOut.kinds[index] {
            case .shape, .clip, .canvas: true
            default: false
            }
        }
    }
}

extension LayoutEngine {
    /// The canvas with each text's lines measured, as the engine measures a Text view: one line
    /// at its ideal width for `draw(_:at:anchor:)`, wrapped to the rect's width for
    /// `draw(_:in:)`; the anchor point of the text's box then goes where it was drawn.
    func measuringTexts(of canvas: ResolvedCanvas) -> ResolvedCanvas {
        var canvas = canvas
        for index in canvas.operations.indices {
            guard case .text(let text, var placement) = canvas.operations[index].content else { continue }
            let layout = measurer.layout(text, width: placement.width, height: nil)
            let origin = CGPoint(x: placement.point.x - placement.anchor.x * layout.size.width,
                                 y: placement.point.y - placement.anchor.y * layout.size.height)
            placement.lines = layout.lines.map { line in
                CanvasText.Line(text: line.text, origin: CGPoint(x: origin.x + text.alignment.offset(line.width, in: layout.size.width), y: origin.y + line.baseline), width: line.width)
            }
            canvas.operations[index].content = .text(text, placement)
        }
        return canvas
    }
}
