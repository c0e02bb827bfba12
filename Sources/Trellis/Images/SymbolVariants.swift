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

    /// Symbols as named, with no variant added.
    public static let none = SymbolVariants()
    /// The filled form: "heart" is drawn as "heart.fill".
    public static let fill = SymbolVariants(hasFill: true)
    /// The form with a slash through it: "bell" is drawn as "bell.slash".
    public static let slash = SymbolVariants(hasSlash: true)
    /// The form in a circle: "heart" is drawn as "heart.circle".
    public static let circle = SymbolVariants(shape: "circle")
    /// The form in a square: "heart" is drawn as "heart.square".
    public static let square = SymbolVariants(shape: "square")
    /// The form in a rectangle: "person" is drawn as "person.rectangle".
    public static let rectangle = SymbolVariants(shape: "rectangle")

    /// This variant, filled.
    public var fill: SymbolVariants { var copy = self; copy.hasFill = true; return copy }
    /// This variant with a slash, which goes before the enclosing shape and fill in the name.
    public var slash: SymbolVariants { var copy = self; copy.hasSlash = true; return copy }
    /// This variant in a circle, replacing any other enclosing shape.
    public var circle: SymbolVariants { var copy = self; copy.shape = "circle"; return copy }
    /// This variant in a square, replacing any other enclosing shape.
    public var square: SymbolVariants { var copy = self; copy.shape = "square"; return copy }
    /// This variant in a rectangle, replacing any other enclosing shape.
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
        // An empty name is no symbol in any form; empty parts are kept, so an unknown name stays
        // as written (and the insertions below always have a first part to follow).
        guard !name.isEmpty else { return name }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
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
