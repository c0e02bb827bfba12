import Trellis

/// A drawing effect or transform: `ModifierRecipe.effect`. Every SwiftUI form is drawn, so the
/// generator reaches each modifier's overloads, and hostile numbers reach each one's clamping.
public indirect enum EffectRecipe: Hashable, Sendable {
    case offset(x: Double, y: Double)
    case offsetSize(width: Double, height: Double)
    case rotation(degrees: Double, anchor: UnitPointRecipe)
    case scale(Double, anchor: UnitPointRecipe?)
    case scaleSize(width: Double, height: Double)
    case scaleXY(x: Double, y: Double, anchor: UnitPointRecipe)
    case rotation3D(degrees: Double, x: Double, y: Double, z: Double)
    case shadow(ColorRecipe?, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(degrees: Double)
    case colorInvert
    case blendMode(BlendModeRecipe)
    case compositingGroup
    case drawingGroup
    case zIndex(Double)
    case mask(ViewRecipe, alignment: AlignmentRecipe)
    case colorMultiply(ColorRecipe)
    /// `.transformEffect(CGAffineTransform(a:b:c:d:tx:ty:))`.
    case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    case safeAreaPadding(length: Double)
    case hidden

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        func c(_ value: Double) -> CGFloat { CGFloat(value) }
        return switch self {
        case .offset(let x, let y): context.resolveChild(content.offset(x: c(x), y: c(y)))
        case .offsetSize(let width, let height): context.resolveChild(content.offset(CGSize(width: c(width), height: c(height))))
        case .rotation(let degrees, let anchor): context.resolveChild(content.rotationEffect(.degrees(degrees), anchor: anchor.point))
        case .scale(let s, let anchor?): context.resolveChild(content.scaleEffect(c(s), anchor: anchor.point))
        case .scale(let s, nil): context.resolveChild(content.scaleEffect(c(s)))
        case .scaleSize(let width, let height): context.resolveChild(content.scaleEffect(CGSize(width: c(width), height: c(height))))
        case .scaleXY(let x, let y, let anchor): context.resolveChild(content.scaleEffect(x: c(x), y: c(y), anchor: anchor.point))
        case .rotation3D(let degrees, let x, let y, let z):
            context.resolveChild(content.rotation3DEffect(.degrees(degrees), axis: (x: c(x), y: c(y), z: c(z))))
        case .shadow(let color?, let radius, let x, let y): context.resolveChild(content.shadow(color: color.color, radius: c(radius), x: c(x), y: c(y)))
        case .shadow(nil, let radius, _, _): context.resolveChild(content.shadow(radius: c(radius)))
        case .blur(let radius, let opaque): context.resolveChild(content.blur(radius: c(radius), opaque: opaque))
        case .brightness(let amount): context.resolveChild(content.brightness(amount))
        case .contrast(let amount): context.resolveChild(content.contrast(amount))
        case .saturation(let amount): context.resolveChild(content.saturation(amount))
        case .grayscale(let amount): context.resolveChild(content.grayscale(amount))
        case .hueRotation(let degrees): context.resolveChild(content.hueRotation(.degrees(degrees)))
        case .colorInvert: context.resolveChild(content.colorInvert())
        case .blendMode(let mode): context.resolveChild(content.blendMode(mode.mode))
        case .compositingGroup: context.resolveChild(content.compositingGroup())
        case .drawingGroup: context.resolveChild(content.drawingGroup())
        case .zIndex(let value): context.resolveChild(content.zIndex(value))
        case .mask(let layer, let alignment): context.resolveChild(content.mask(alignment: alignment.alignment) { RecipeView(layer) })
        case .colorMultiply(let color): context.resolveChild(content.colorMultiply(color.color))
        case .transform(let a, let b, let cc, let d, let tx, let ty):
            context.resolveChild(content.transformEffect(CGAffineTransform(a: c(a), b: c(b), c: c(cc), d: c(d), tx: c(tx), ty: c(ty))))
        case .safeAreaPadding(let length): context.resolveChild(content.safeAreaPadding(c(length)))
        case .hidden: context.resolveChild(content.hidden())
        }
    }

    var source: String {
        func n(_ value: Double) -> String { SwiftSource.number(value) }
        return switch self {
        case .offset(let x, let y): ".offset(x: \(n(x)), y: \(n(y)))"
        case .offsetSize(let width, let height): ".offset(CGSize(width: \(n(width)), height: \(n(height))))"
        case .rotation(let degrees, let anchor): ".rotationEffect(.degrees(\(n(degrees))), anchor: \(anchor.source))"
        case .scale(let s, let anchor?): ".scaleEffect(\(n(s)), anchor: \(anchor.source))"
        case .scale(let s, nil): ".scaleEffect(\(n(s)))"
        case .scaleSize(let width, let height): ".scaleEffect(CGSize(width: \(n(width)), height: \(n(height))))"
        case .scaleXY(let x, let y, let anchor): ".scaleEffect(x: \(n(x)), y: \(n(y)), anchor: \(anchor.source))"
        case .rotation3D(let degrees, let x, let y, let z): ".rotation3DEffect(.degrees(\(n(degrees))), axis: (x: \(n(x)), y: \(n(y)), z: \(n(z))))"
        case .shadow(let color?, let radius, let x, let y): ".shadow(color: \(color.source), radius: \(n(radius)), x: \(n(x)), y: \(n(y)))"
        case .shadow(nil, let radius, _, _): ".shadow(radius: \(n(radius)))"
        case .blur(let radius, let opaque): ".blur(radius: \(n(radius))" + (opaque ? ", opaque: true)" : ")")
        case .brightness(let amount): ".brightness(\(n(amount)))"
        case .contrast(let amount): ".contrast(\(n(amount)))"
        case .saturation(let amount): ".saturation(\(n(amount)))"
        case .grayscale(let amount): ".grayscale(\(n(amount)))"
        case .hueRotation(let degrees): ".hueRotation(.degrees(\(n(degrees))))"
        case .colorInvert: ".colorInvert()"
        case .blendMode(let mode): ".blendMode(.\(mode.rawValue))"
        case .compositingGroup: ".compositingGroup()"
        case .drawingGroup: ".drawingGroup()"
        case .zIndex(let value): ".zIndex(\(n(value)))"
        case .mask(let layer, let alignment): ".mask(alignment: \(alignment.source)) { \(SwiftSource.expression(layer)) }"
        case .colorMultiply(let color): ".colorMultiply(\(color.source))"
        case .transform(let a, let b, let c, let d, let tx, let ty):
            ".transformEffect(CGAffineTransform(a: \(n(a)), b: \(n(b)), c: \(n(c)), d: \(n(d)), tx: \(n(tx)), ty: \(n(ty))))"
        case .safeAreaPadding(let length): ".safeAreaPadding(\(n(length)))"
        case .hidden: ".hidden()"
        }
    }

    var numbers: [Double] {
        switch self {
        case .offset(let a, let b), .offsetSize(let a, let b), .scaleSize(let a, let b), .scaleXY(let a, let b, _): [a, b]
        case .rotation(let a, _), .scale(let a, _), .brightness(let a), .contrast(let a), .saturation(let a),
             .grayscale(let a), .hueRotation(let a), .zIndex(let a):
            [a]
        case .rotation3D(let degrees, let x, let y, let z): [degrees, x, y, z]
        case .shadow(_, let radius, let x, let y): [radius, x, y]
        case .blur(let radius, _): [radius]
        case .transform(let a, let b, let c, let d, let tx, let ty): [a, b, c, d, tx, ty]
        case .safeAreaPadding(let length): [length]
        case .colorInvert, .blendMode, .compositingGroup, .drawingGroup, .mask, .colorMultiply, .hidden: []
        }
    }
}

public enum UnitPointRecipe: String, Hashable, Sendable, CaseIterable {
    case center, topLeading, top, trailing, bottomTrailing, zero

    var point: UnitPoint {
        switch self {
        case .center: .center
        case .topLeading: .topLeading
        case .top: .top
        case .trailing: .trailing
        case .bottomTrailing: .bottomTrailing
        case .zero: .zero
        }
    }

    var source: String { "." + rawValue }
}

public enum BlendModeRecipe: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, difference, luminosity, plusLighter, destinationOut

    var mode: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .difference: .difference
        case .luminosity: .luminosity
        case .plusLighter: .plusLighter
        case .destinationOut: .destinationOut
        }
    }
}

extension RecipeGenerator {
    mutating func effect() -> EffectRecipe {
        func anchor(_ g: inout RecipeGenerator) -> UnitPointRecipe { g.random.pick(UnitPointRecipe.allCases) }
        func degrees(_ g: inout RecipeGenerator) -> Double { g.random.chance(80) ? g.random.pick([0, 15, 45, 90, -30, 180]) : g.number() }
        func factor(_ g: inout RecipeGenerator) -> Double { g.random.chance(80) ? g.random.pick([0.5, 1, 1.5, 2, 0, -1]) : g.number() }
        return switch random.within(0...24) {
        case 0: .offset(x: number(), y: number())
        case 1: .offsetSize(width: number(), height: number())
        case 2: .rotation(degrees: degrees(&self), anchor: anchor(&self))
        case 3: .scale(factor(&self), anchor: random.chance(50) ? nil : anchor(&self))
        case 4: .scaleSize(width: factor(&self), height: factor(&self))
        case 5: .scaleXY(x: factor(&self), y: factor(&self), anchor: anchor(&self))
        case 6: .rotation3D(degrees: degrees(&self), x: random.pick([0, 1, 0.5]), y: random.pick([0, 1]), z: random.pick([0, 1, -1]))
        case 7: .shadow(random.chance(30) ? nil : color(), radius: number(), x: number(), y: number())
        case 8: .blur(radius: number(), opaque: random.chance(30))
        case 9: .brightness(unitNumber() - 0.5)
        case 10: .contrast(factor(&self))
        case 11: .saturation(factor(&self))
        case 12: .grayscale(unitNumber())
        case 13: .hueRotation(degrees: degrees(&self))
        case 14: .colorInvert
        case 15: .blendMode(random.pick(BlendModeRecipe.allCases))
        case 16: .compositingGroup
        case 17: .drawingGroup
        case 18: .zIndex(random.chance(80) ? random.pick([-1, 0, 1, 2.5]) : number())
        case 19: .colorMultiply(color())
        case 20: .transform(a: factor(&self), b: random.pick([0, 0.5]), c: random.pick([0, -0.3]), d: factor(&self), tx: number(), ty: number())
        case 21: .safeAreaPadding(length: random.chance(80) ? random.pick([0, 8, 20]) : number())
        case 22: .hidden
        default: .mask(nested { $0.view() }, alignment: alignment())
        }
    }
}
