import Foundation
import Trellis
import TrellisSite

/// A page of the fixed drawing bugs, for the drawing agreement test (DrawingAgreementTests.swift, DrawingPixelAgreementTests.swift):
/// shapes painted by the foreground style with no style of their own, rings filled and clipped
/// by the even-odd rule (a hole in the middle) beside the non-zero rule (none), and Canvas clips.
extension DrawingScreens {
    static let fillRules = SitePage(id: "fill-rules", title: "Fill rules") {
        AnyView(VStack(spacing: 16) {
            HStack(spacing: 16) {
                Circle().fill().frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 8).fill().frame(width: 60, height: 60)
                NestedSquares().fill().frame(width: 60, height: 60)
            }
            .foregroundStyle(.red)
            HStack(spacing: 16) {
                NestedSquares().fill(Color.blue, style: FillStyle(eoFill: true)).frame(width: 60, height: 60)
                NestedSquares().fill(Color.blue).frame(width: 60, height: 60)
                Color.green.frame(width: 60, height: 60).clipShape(NestedSquares(), style: FillStyle(eoFill: true))
            }
            Canvas { context, size in
                var ring = NestedSquares().path(in: CGRect(x: 0, y: 0, width: size.height, height: size.height))
                ring.addPath(NestedSquares().path(in: CGRect(x: size.width - size.height, y: 0, width: size.height, height: size.height)))
                context.clip(to: ring, style: FillStyle(eoFill: true))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
            }
            .frame(width: 220, height: 60)
        }
        .padding())
    }
}

/// A square with a square half its size in the middle, both clockwise.
struct NestedSquares: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}
