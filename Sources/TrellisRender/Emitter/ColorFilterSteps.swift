import Foundation
import TrellisCore

/// A color filter as each output writes it, and the matrix each spelling means.
///
/// SVG writes filter primitives and the HTML writes CSS filter functions. The Filter Effects
/// spec defines every CSS function as an SVG primitive, so both are 4×5 color matrices
/// (`ColorMatrix`), and the tests check that the two spellings of each filter are the same
/// matrix and that it is SwiftUI's: `brightness` adds to each component, which no single CSS
/// function does (CSS's multiplies), so the HTML chains `contrast` and `brightness` into it.
enum SVGColorStep: Hashable {
    /// `feColorMatrix type="saturate"`.
    case saturate(Double)
    /// `feColorMatrix type="hueRotate"`, in degrees.
    case hueRotate(Double)
    /// `feComponentTransfer` with the same `type="linear"` function on red, green and blue.
    case linear(slope: Double, intercept: Double)
    /// `feComponentTransfer` scaling red, green, blue and alpha by their own factors.
    case scale(red: Double, green: Double, blue: Double, alpha: Double)
}

enum CSSColorFunction: Hashable {
    case brightness(Double), contrast(Double), saturate(Double), grayscale(Double), hueRotate(Double), invert(Double)

    /// As written: amounts as percentages (two decimals of a percent keep four of the amount).
    var css: String {
        func percent(_ value: Double) -> String { NumberFormatting.string(value * 100) + "%" }
        switch self {
        case .brightness(let x): return "brightness(" + percent(x) + ")"
        case .contrast(let x): return "contrast(" + percent(x) + ")"
        case .saturate(let x): return "saturate(" + percent(x) + ")"
        case .grayscale(let x): return "grayscale(" + percent(x) + ")"
        case .hueRotate(let x): return "hue-rotate(" + NumberFormatting.string(x) + "deg)"
        case .invert(let x): return "invert(" + percent(x) + ")"
        }
    }

    /// The amount as the written percentage reads back.
    static func written(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

extension ResolvedColorFilter {
    var svgSteps: [SVGColorStep] {
        switch self {
        case .brightness(let amount): [.linear(slope: 1, intercept: amount)]
        case .contrast(let amount): [.linear(slope: amount, intercept: 0.5 - 0.5 * amount)]
        case .saturation(let amount): [.saturate(amount)]
        case .grayscale(let amount): [.saturate(1 - amount)]
        case .hueRotation(let degrees): [.hueRotate(degrees)]
        case .colorInvert: [.linear(slope: -1, intercept: 1)]
        case .multiply(let c): [.scale(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)]
        }
    }

    /// Whether CSS's filter functions can spell this filter: none scales the components by
    /// different factors, so a multiply is an SVG filter the element refers to by id.
    var hasCSSFunctions: Bool {
        if case .multiply = self { false } else { true }
    }

    var cssFunctions: [CSSColorFunction] {
        let w = CSSColorFunction.written
        switch self {
        case .brightness(let amount) where amount >= 0:
            // contrast(k) maps c to k·c + (1 − k)/2, then brightness(1/k) to c + (1 − k)/(2k):
            // c + amount for k = 1/(1 + 2·amount), and nothing is clamped between the two.
            return [.contrast(w(1 / (1 + 2 * amount))), .brightness(w(1 + 2 * amount))]
        case .brightness(let amount):
            // Darkening: brightness(1/k) first keeps the middle value in range, then contrast(k)
            // with k = 1 − 2·amount lands on c + amount.
            return [.brightness(w(1 / (1 - 2 * amount))), .contrast(w(1 - 2 * amount))]
        case .contrast(let amount) where amount >= 0: return [.contrast(w(amount))]
        case .contrast(let amount): return [.invert(1), .contrast(w(-amount))]
        case .saturation(let amount): return [.saturate(w(amount))]
        case .grayscale(let amount): return [.grayscale(w(amount))]
        case .hueRotation(let degrees): return [.hueRotate(degrees)]
        case .colorInvert: return [.invert(1)]
        case .multiply: return []
        }
    }
}

/// A color matrix as SVG's `feColorMatrix` reads one: four rows (red, green, blue, alpha out) of
/// five (red, green, blue, alpha in, and a constant), on unpremultiplied components in 0…1.
struct ColorMatrix: Equatable {
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: (0..<4).map { row in (0..<5).map { $0 == row ? 1 : 0 } })

    /// This matrix after `first`: the one that applies `first`, then this.
    func after(_ first: ColorMatrix) -> ColorMatrix {
        var out = ColorMatrix.identity
        for i in 0..<4 {
            for j in 0..<5 {
                var sum = j == 4 ? rows[i][4] : 0
                for k in 0..<4 { sum += rows[i][k] * first.rows[k][j] }
                out.rows[i][j] = sum
            }
        }
        return out
    }

    static func chain(_ matrices: [ColorMatrix]) -> ColorMatrix {
        matrices.reduce(identity) { $1.after($0) }
    }

    func isClose(to other: ColorMatrix, tolerance: Double) -> Bool {
        zip(rows.joined(), other.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// `feColorMatrix type="saturate"` (Filter Effects 1, 9.6).
    static func saturate(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0],
            [0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0],
            [0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `feColorMatrix type="hueRotate"`.
    static func hueRotate(_ degrees: Double) -> ColorMatrix {
        let r = degrees * .pi / 180, cs = cos(r), sn = sin(r)
        return ColorMatrix(rows: [
            [0.213 + cs * 0.787 - sn * 0.213, 0.715 - cs * 0.715 - sn * 0.715, 0.072 - cs * 0.072 + sn * 0.928, 0, 0],
            [0.213 - cs * 0.213 + sn * 0.143, 0.715 + cs * 0.285 + sn * 0.140, 0.072 - cs * 0.072 - sn * 0.283, 0, 0],
            [0.213 - cs * 0.213 - sn * 0.787, 0.715 - cs * 0.715 + sn * 0.715, 0.072 + cs * 0.928 + sn * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `feFuncR/G/B type="linear"`: each color component times `slope` plus `intercept`.
    static func linear(slope: Double, intercept: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [slope, 0, 0, 0, intercept], [0, slope, 0, 0, intercept], [0, 0, slope, 0, intercept], [0, 0, 0, 1, 0],
        ])
    }

    init(rows: [[Double]]) { self.rows = rows }

    init(_ step: SVGColorStep) {
        switch step {
        case .saturate(let s): self = .saturate(s)
        case .hueRotate(let degrees): self = .hueRotate(degrees)
        case .linear(let slope, let intercept): self = .linear(slope: slope, intercept: intercept)
        case .scale(let r, let g, let b, let a):
            self = ColorMatrix(rows: [[r, 0, 0, 0, 0], [0, g, 0, 0, 0], [0, 0, b, 0, 0], [0, 0, 0, a, 0]])
        }
    }

    /// Each CSS function's definition in Filter Effects 1, section 13 (as an SVG primitive).
    init(_ function: CSSColorFunction) {
        switch function {
        case .brightness(let x): self = .linear(slope: x, intercept: 0)
        case .contrast(let x): self = .linear(slope: x, intercept: -0.5 * x + 0.5)
        case .saturate(let x): self = .saturate(x)
        case .grayscale(let x): self = .saturate(1 - min(max(x, 0), 1))
        case .hueRotate(let x): self = .hueRotate(x)
        case .invert(let x): self = .linear(slope: 1 - 2 * x, intercept: x)
        }
    }
}
