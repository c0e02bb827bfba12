import Testing
@testable import Trellis

/// `.symbolVariant(_:)` renames every symbol below it; names that are not symbols must pass
/// through without trapping (the fuzzer found `""` under `.slash` out of range of the insert).
@Suite struct SymbolVariantNameTests {
    static let variants: [SymbolVariants] = [.none, .fill, .slash, .circle, .square, .rectangle, .circle.fill, .slash.fill, .slash.circle.fill]

    @Test(arguments: variants)
    func anEmptyNameStaysEmptyInEveryVariant(_ variant: SymbolVariants) {
        #expect(variant.applied(to: "") == "")
    }

    @Test func namesWithEmptyPartsKeepThemAndStillGetTheVariant() {
        #expect(SymbolVariants.none.applied(to: "heart..fill") == "heart..fill")
        #expect(SymbolVariants.slash.applied(to: ".") == "..slash")
        #expect(SymbolVariants.circle.fill.applied(to: "heart.") == "heart..circle.fill")
        #expect(SymbolVariants.slash.circle.fill.applied(to: "bell") == "bell.slash.circle.fill")
    }

    @MainActor @Test func anImageWithAnEmptyNameResolvesUnderASlash() {
        let root = Image(systemName: "").symbolVariant(.slash).resolved(in: EnvironmentValues()).root
        let names = root.subtree().compactMap { node -> String? in
            if case .image(let image) = node.kind { image.systemName } else { nil }
        }
        #expect(names == [""])
    }
}
