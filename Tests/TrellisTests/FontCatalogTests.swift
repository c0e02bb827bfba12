import Foundation
import Testing
@testable import Trellis

/// Which face a brand font draws with, and how its size follows Dynamic Type: the rules CSS's
/// font matching and Apple's `Font.custom` set, checked on a made-up family of five weights.
struct FontCatalogTests {
    static func face(_ file: String, _ family: String, _ postScript: String, weight: Int, italic: Bool = false) -> FontCatalog.Face {
        FontCatalog.Face(
            family: family, postScriptName: postScript, weight: .css(weight), isItalic: italic, fileName: file,
            path: "/fonts/" + file, unitsPerEm: 1000, ascender: 800, descender: 200, lineGap: 100)
    }

    /// Acme: 300, 400, 600, 800 upright, and 400 italic; Other: one face.
    static let catalog = FontCatalog(faces: [
        face("Acme-Light.ttf", "Acme", "Acme-Light", weight: 300),
        face("Acme-Regular.ttf", "Acme", "Acme-Regular", weight: 400),
        face("Acme-Semibold.ttf", "Acme", "Acme-Semibold", weight: 600),
        face("Acme-Heavy.ttf", "Acme", "Acme-Heavy", weight: 800),
        face("Acme-Italic.ttf", "Acme", "Acme-Italic", weight: 400, italic: true),
        face("Other.otf", "Other Sans", "OtherSans", weight: 400),
    ])

    func weight(_ wanted: Int, italic: Bool = false) -> Int? {
        Self.catalog.face(family: "Acme", weight: .css(wanted), isItalic: italic)?.weight.value
    }

    @Test func facesAreSortedByFileNameAndFamiliesListedOnce() {
        #expect(Self.catalog.faces.map(\.fileName) == [
            "Acme-Heavy.ttf", "Acme-Italic.ttf", "Acme-Light.ttf", "Acme-Regular.ttf", "Acme-Semibold.ttf", "Other.otf",
        ])
        #expect(Self.catalog.families == ["Acme", "Other Sans"])
    }

    @Test func anExactWeightIsThatFace() {
        #expect(weight(300) == 300)
        #expect(weight(600) == 600)
    }

    /// CSS Fonts 4 §5.2: 400–500 look heavier up to 500, then lighter, then heavier; below 400
    /// lighter first; above 500 heavier first.
    @Test func aMissingWeightIsTheNearestInCSSOrder() {
        #expect(weight(500) == 400)  // nothing in 500…500, then lighter: 400
        #expect(weight(450) == 400)
        #expect(weight(700) == 800)  // heavier first
        #expect(weight(900) == 800)  // none heavier: the heaviest lighter one
        #expect(weight(200) == 300)  // none lighter: the lightest heavier one
        #expect(weight(350) == 300)  // lighter first
    }

    @Test func italicPrefersAnItalicFaceAndFallsBackToUpright() {
        #expect(Self.catalog.face(family: "Acme", weight: .bold, isItalic: true)?.fileName == "Acme-Italic.ttf")
        #expect(Self.catalog.face(family: "Other Sans", weight: .regular, isItalic: true)?.fileName == "Other.otf")
    }

    @Test func aNameIsAFamilyOrAPostScriptNameInAnyCase() {
        #expect(Self.catalog.face(named: "acme", weight: nil, isItalic: false)?.fileName == "Acme-Regular.ttf")
        #expect(Self.catalog.face(named: "Acme-Semibold", weight: nil, isItalic: false)?.fileName == "Acme-Semibold.ttf")
        // A PostScript name with a weight asked of it is its family at that weight.
        #expect(Self.catalog.face(named: "Acme-Light", weight: .heavy, isItalic: false)?.fileName == "Acme-Heavy.ttf")
        #expect(Self.catalog.family(named: "othersans") == "Other Sans")
        #expect(Self.catalog.face(named: "Acme Sans", weight: nil, isItalic: false) == nil)
    }

    @Test func resolutionNamesTheFamilyTheFaceWeightAndItsLineHeight() {
        var environment = EnvironmentValues()
        environment.fontCatalog = Self.catalog
        let font = Font.custom("Acme-Semibold", size: 20).resolve(in: environment)
        #expect(font.customFamily == "Acme")
        #expect(font.weight == .semibold)
        // (800 + 200 + 100) / 1000 em.
        #expect(font.lineHeight == 22)
        #expect(Font.custom("acme", size: 20).bold().resolve(in: environment).weight.value == 800)
        // Unknown: kept as written, for the render's check to name.
        #expect(Font.custom("Acme Sans", size: 20).resolve(in: environment).customFamily == "Acme Sans")
    }

    /// `custom(_:size:)` scales as body, `relativeTo:` as its style, `fixedSize:` not at all.
    @Test func customSizesFollowDynamicTypeAsTheirTextStyleDoes() {
        for size in DynamicTypeSize.allCases {
            let body = Font.body.resolve(dynamicTypeSize: size).size / 17
            let title = Font.largeTitle.resolve(dynamicTypeSize: size).size / 34
            #expect(abs(Font.custom("Acme", size: 20).resolve(dynamicTypeSize: size).size - 20 * body) <= 0.005)
            #expect(abs(Font.custom("Acme", size: 40, relativeTo: .largeTitle).resolve(dynamicTypeSize: size).size - 40 * title) <= 0.005)
            #expect(Font.custom("Acme", fixedSize: 20).resolve(dynamicTypeSize: size).size == 20)
        }
        #expect(Font.custom("Acme", size: 20).resolve(dynamicTypeSize: .accessibility5).size > 60)
    }
}
