import Foundation
import Testing
import Trellis
import TrellisGallery
@testable import TrellisRender
@testable import TrellisSite

/// Each gradient kind in the geometries that differ between SwiftUI, SVG and CSS: a diagonal on
/// a wide box (CSS's gradient line is not SwiftUI's), points outside the frame, a radial
/// gradient running inwards, an off-centre ellipse, a partial and an anticlockwise turn, a
/// translucent stop, a border over a gradient and a wrapped text.
struct GradientGeometryScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 300, height: 60)
            Rectangle()
                .fill(LinearGradient(colors: [.yellow, .green, .blue], startPoint: UnitPoint(x: -0.2, y: 0.3), endPoint: UnitPoint(x: 0.7, y: 1.4)))
                .frame(width: 300, height: 50)
            HStack(spacing: 10) {
                Rectangle()
                    .fill(RadialGradient(colors: [.white, .purple], center: UnitPoint(x: 0.3, y: 0.4), startRadius: 50, endRadius: 10))
                    .frame(width: 110, height: 90)
                Rectangle()
                    .fill(EllipticalGradient(colors: [.orange, .indigo], center: UnitPoint(x: 0.7, y: 0.3), startRadiusFraction: 0.1, endRadiusFraction: 0.6))
                    .frame(width: 140, height: 90)
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .red.opacity(0)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 80, height: 90)
            }
            HStack(spacing: 10) {
                Rectangle()
                    .fill(AngularGradient(colors: [.green, .blue], center: .center, startAngle: .degrees(45), endAngle: .degrees(270)))
                    .frame(width: 110, height: 90)
                Rectangle()
                    .fill(AngularGradient(colors: [.pink, .yellow, .teal], center: UnitPoint(x: 0.25, y: 0.75), startAngle: .degrees(300), endAngle: .degrees(-60)))
                    .frame(width: 140, height: 90)
                RoundedRectangle(cornerRadius: 14, style: .circular)
                    .strokeBorder(Color.black, lineWidth: 6)
                    .background(LinearGradient(colors: [.cyan, .indigo], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 14, style: .circular))
                    .frame(width: 80, height: 90)
            }
            Text("A gradient across a text that wraps onto a second line")
                .font(.title2)
                .foregroundStyle(LinearGradient(colors: [.blue, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 300, alignment: .leading)
            HStack(spacing: 8) {
                ForEach(0..<5) { level in
                    Text("M\(level)")
                        .padding(8)
                        .background([Material.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial][level], in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding(8)
            .background(Color.blue)
        }
        .padding()
    }
}
