import Trellis

/// A gradient or a material as a shape style, for the fuzzer: the kinds SwiftUI has, over
/// colors the generator picks, with the numbers written in the Swift source it prints.
public struct GradientRecipe: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case linear(start: String, end: String)
        case radial(center: String, startRadius: Double, endRadius: Double)
        case elliptical(center: String, startFraction: Double, endFraction: Double)
        case angular(center: String, startDegrees: Double, endDegrees: Double)
        /// `color.gradient`, of the first color.
        case standard
        /// A material by thickness, 0 (ultra thin) to 4 (ultra thick); no colors.
        case material(Int)
    }

    public var kind: Kind
    public var colors: [ColorRecipe]

    public static let unitPointNames = [
        "zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]
    static let materialNames = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]

    static func unitPoint(_ name: String) -> UnitPoint {
        switch name {
        case "zero": .zero
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: .center
        }
    }

    var style: AnyShapeStyle {
        let colors = self.colors.map(\.color)
        switch kind {
        case .linear(let start, let end):
            return AnyShapeStyle(LinearGradient(colors: colors, startPoint: Self.unitPoint(start), endPoint: Self.unitPoint(end)))
        case .radial(let center, let r0, let r1):
            return AnyShapeStyle(RadialGradient(colors: colors, center: Self.unitPoint(center), startRadius: r0, endRadius: r1))
        case .elliptical(let center, let f0, let f1):
            return AnyShapeStyle(EllipticalGradient(colors: colors, center: Self.unitPoint(center), startRadiusFraction: f0, endRadiusFraction: f1))
        case .angular(let center, let a0, let a1):
            return AnyShapeStyle(AngularGradient(colors: colors, center: Self.unitPoint(center), startAngle: .degrees(a0), endAngle: .degrees(a1)))
        case .standard:
            return AnyShapeStyle((colors.first ?? .blue).gradient)
        case .material(let thickness):
            let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
            return AnyShapeStyle(materials[min(max(thickness, 0), 4)])
        }
    }

    var source: String {
        let n = SwiftSource.number
        let colors = "[" + self.colors.map(\.source).joined(separator: ", ") + "]"
        switch kind {
        case .linear(let start, let end):
            return "LinearGradient(colors: \(colors), startPoint: .\(start), endPoint: .\(end))"
        case .radial(let center, let r0, let r1):
            return "RadialGradient(colors: \(colors), center: .\(center), startRadius: \(n(r0)), endRadius: \(n(r1)))"
        case .elliptical(let center, let f0, let f1):
            return "EllipticalGradient(colors: \(colors), center: .\(center), startRadiusFraction: \(n(f0)), endRadiusFraction: \(n(f1)))"
        case .angular(let center, let a0, let a1):
            return "AngularGradient(colors: \(colors), center: .\(center), startAngle: .degrees(\(n(a0))), endAngle: .degrees(\(n(a1))))"
        case .standard:
            return "(\(self.colors.first?.source ?? "Color.blue")).gradient"
        case .material(let thickness):
            return "Material." + Self.materialNames[min(max(thickness, 0), 4)]
        }
    }

    func collect(into numbers: inout RecipeNumbers) {
        for color in colors { color.collect(into: &numbers) }
        switch kind {
        case .radial(_, let r0, let r1): numbers.geometry += [r0, r1]
        case .elliptical(_, let f0, let f1): numbers.geometry += [f0, f1]
        case .angular(_, let a0, let a1): numbers.geometry += [a0, a1]
        case .linear, .standard, .material: break
        }
    }
}

extension RecipeGenerator {
    mutating func gradient() -> GradientRecipe {
        func point(_ generator: inout RecipeGenerator) -> String {
            GradientRecipe.unitPointNames[generator.random.below(GradientRecipe.unitPointNames.count)]
        }
        let colors = (0..<(1 + random.below(4))).map { _ in color() }
        let kind: GradientRecipe.Kind
        switch random.below(6) {
        case 0: kind = .linear(start: point(&self), end: point(&self))
        case 1: kind = .radial(center: point(&self), startRadius: number(), endRadius: number())
        case 2: kind = .elliptical(center: point(&self), startFraction: Double(random.below(11)) / 10, endFraction: Double(random.below(11)) / 10)
        case 3: kind = .angular(center: point(&self), startDegrees: Double(random.below(721)) - 360, endDegrees: Double(random.below(721)) - 360)
        case 4: kind = .standard
        default: kind = .material(random.below(5))
        }
        return GradientRecipe(kind: kind, colors: colors)
    }
}
