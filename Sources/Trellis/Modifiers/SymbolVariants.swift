// `.symbolVariant(.fill)` picks another form of every SF Symbol below it by name, as SwiftUI does:
// "heart" becomes "heart.fill", `.circle.fill` makes "heart.circle.fill". The parts go in SF
// Symbols' order (slash, then the enclosing shape, then fill), and a part the name already has
// is not added again. Trellis can't ask whether the variant exists (the symbol catalog belongs to
// the renderer), so an unknown result is reported by the renderer like any unknown name.

/// A form of SF Symbols, for `.symbolVariant(_:)`.
public struct SymbolVariants: Hashable, Sendable {
    var hasSlash = false
    var shape: String?
    var hasFill = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(hasFill: true)
    public static let slash = SymbolVariants(hasSlash: true)
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")

    public var fill: SymbolVariants { var copy = self; copy.hasFill = true; return copy }
    public var slash: SymbolVariants { var copy = self; copy.hasSlash = true; return copy }
    public var circle: SymbolVariants { var copy = self; copy.shape = "circle"; return copy }
    public var square: SymbolVariants { var copy = self; copy.shape = "square"; return copy }
    public var rectangle: SymbolVariants { var copy = self; copy.shape = "rectangle"; return copy }

    /// Whether this variant's parts are all in `other` (`.circle.fill` contains `.fill`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.hasSlash || hasSlash) && (other.shape == nil || other.shape == shape) && (!other.hasFill || hasFill)
    }

    func merged(with other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(hasSlash: hasSlash || other.hasSlash, shape: other.shape ?? shape, hasFill: hasFill || other.hasFill)
    }

    /// `name` in this form.
    func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func has(_ part: String) -> Bool { parts.dropFirst().contains(part) }
        if hasSlash, !has("slash") {
            let at = parts.firstIndex { ["circle", "square", "rectangle", "fill"].contains($0) } ?? parts.count
            parts.insert("slash", at: max(at, 1))
        }
        if let shape, !has(shape) {
            let at = parts.firstIndex(of: "fill") ?? parts.count
            parts.insert(shape, at: max(at, 1))
        }
        if hasFill, !has("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variant set with `.symbolVariant(_:)` above; `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows every SF Symbol below in this form; variants set above add up.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.merged(with: variant) }
    }
}
