import Foundation
import Testing
import Trellis
import TrellisLayout

/// A custom shape's outline and a Canvas's drawing are built by layout for the frame it gives
/// them (DeferredDrawing.swift).
@MainActor
struct DeferredDrawingTests {
    struct Diagonal: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            }
        }
    }

    static func kind(at index: Int, in layout: LaidOutTree) -> ResolvedNode.Kind {
        var kinds: [ResolvedNode.Kind] = []
        var stack = [layout.tree.root]
        while let node = stack.popLast() {
            kinds.append(node.kind)
            stack.append(contentsOf: node.children.reversed())
        }
        return kinds[index]
    }

    @Test func aCustomShapesOutlineIsBuiltForItsLaidOutSize() throws {
        let layout = layOut(VStack(spacing: 0) { Diagonal().stroke(Color.red).frame(width: 120, height: 40); Color.blue })
        // vstack, frame, shape: the shape is node 2.
        guard case .shape(let shape) = Self.kind(at: 2, in: layout), case .path(let path) = shape.kind else {
            throw Expectation.failed("not a path shape")
        }
        #expect(path.size == CGSize(width: 120, height: 40))
        #expect(path.path.elements == [.move(to: .zero), .line(to: CGPoint(x: 120, y: 40))])
        #expect(layout.frame(0, 0) == CGRect(x: 40, y: 0, width: 120, height: 40))
    }

    @Test func aClipToACustomShapeGetsItsOutlineToo() throws {
        let layout = layOut(Color.red.frame(width: 50, height: 20).clipShape(Diagonal()))
        guard case .clip(.path(let path)) = Self.kind(at: 0, in: layout) else { throw Expectation.failed("not a path clip") }
        #expect(path.path.elements.last == .line(to: CGPoint(x: 50, y: 20)))
    }

    @Test func aCanvasDrawsForItsSizeAndItsTextsAreMeasuredAroundTheirAnchor() throws {
        let layout = layOut(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.draw(Text("ab"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }.frame(width: 100, height: 60))
        guard case .canvas(let canvas) = Self.kind(at: 1, in: layout) else { throw Expectation.failed("not a canvas") }
        #expect(canvas.size == CGSize(width: 100, height: 60))
        #expect(canvas.operations.count == 2)
        guard case .text(_, let text) = canvas.operations[1].content else { throw Expectation.failed("no text") }
        // Two 10-point characters, 22 points tall, centred on (50, 30): the line starts at 40
        // and its top is at 19.
        #expect(text.lines.count == 1)
        #expect(text.lines.first?.origin.x == 40)
        #expect(text.lines.first.map { $0.origin.y > 19 && $0.origin.y < 41 } == true)
    }
}

enum Expectation: Error {
    case failed(String)
}
