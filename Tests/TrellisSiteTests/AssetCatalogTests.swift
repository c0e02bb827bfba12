import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Asset catalogs read as Xcode writes them: imagesets (PNG sized from its IHDR, SVG from its
/// width and height or viewBox), colorsets with light and dark values, namespaced folders, and
/// errors that name the file.
struct AssetCatalogTests {
    /// A catalog written into a fresh folder: `files` by path inside `Assets.xcassets`.
    func catalog(_ files: [String: Data]) throws -> URL {
        let root = try temporaryDirectory().appendingPathComponent("Assets.xcassets")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    func json(_ text: String) -> Data { Data(text.utf8) }

    /// A PNG header of `width`×`height` pixels: the signature and an IHDR chunk (what is read).
    func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    let imageset = """
        {
          "images" : [
            { "filename" : "logo.png", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "logo-dark.png", "idiom" : "universal", "scale" : "2x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    let colorset = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x59", "green" : "0xC7", "red" : "0x34" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.345", "green" : "0.820", "red" : "0.188" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    @Test func aPNGImagesetIsItsPixelSizeOverItsScaleWithItsDarkFile() throws {
        let root = try catalog([
            "Logo.imageset/Contents.json": json(imageset),
            "Logo.imageset/logo.png": png(width: 240, height: 120),
            "Logo.imageset/logo-dark.png": png(width: 240, height: 120),
        ])
        let image = try #require(try AssetCatalog(url: root).image(named: "Logo"))
        #expect(image.size == CGSize(width: 120, height: 60))
        #expect(image.format == .png)
        #expect(image.darkFile?.lastPathComponent == "logo-dark.png")
    }

    @Test func anSVGImageIsItsWidthAndHeightElseItsViewBox() throws {
        let contents = #"{ "images" : [ { "filename" : "badge.svg", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#
        let root = try catalog([
            "Badge.imageset/Contents.json": json(contents),
            "Badge.imageset/badge.svg": json(#"<svg xmlns="http://www.w3.org/2000/svg" width="48px" height="32"><rect width="1" height="1"/></svg>"#),
            "Boxed.imageset/Contents.json": json(contents),
            "Boxed.imageset/badge.svg": json(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 18"></svg>"#),
        ])
        let assets = try AssetCatalog(url: root)
        #expect(assets.image(named: "Badge")?.size == CGSize(width: 48, height: 32))
        #expect(assets.image(named: "Boxed")?.size == CGSize(width: 24, height: 18))
    }

    @Test func aColorsetHasItsLightAndDarkValues() throws {
        let root = try catalog(["Brand/Mint.colorset/Contents.json": json(colorset),
                                "Brand/Contents.json": json(#"{ "properties" : { "provides-namespace" : true } }"#)])
        let color = try #require(try AssetCatalog(url: root).color(named: "Brand/Mint"))
        #expect(color.resolved(in: .light) == Color.Resolved(rgb: 0x34C759))
        #expect(color.resolved(in: .dark) == Color.Resolved(red: 0.188, green: 0.820, blue: 0.345))
    }

    @Test func anUnknownNameGetsSuggestions() throws {
        let root = try catalog(["Mint.colorset/Contents.json": json(colorset), "Minty.colorset/Contents.json": json(colorset)])
        #expect(try AssetCatalog(url: root).suggestions(forColorNamed: "mint") == ["Mint"])
    }

    @Test func aMalformedContentsFileIsNamedInTheError() throws {
        let root = try catalog(["Broken.colorset/Contents.json": json(##"{ "colors" : [ { "color" : "#fff" } ] }"##)])
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(url: root) }
        do throws(AssetCatalogError) {
            _ = try AssetCatalog(url: root)
        } catch {
            #expect(error.file == "Assets.xcassets/Broken.colorset/Contents.json")
            #expect(error.description.contains("colors"), "\(error)")
        }
    }

    @Test func anImageFileNamedButMissingIsNamedInTheError() throws {
        let root = try catalog(["Logo.imageset/Contents.json": json(imageset)])
        do throws(AssetCatalogError) {
            _ = try AssetCatalog(url: root)
            Issue.record("read a catalog whose image is missing")
        } catch {
            #expect(error.file == "Assets.xcassets/Logo.imageset/logo.png")
        }
    }

    @Test func aSymbolsetWhoseTemplateCantBeReadDrawsThePlaceholderAndIsListed() throws {
        let contents = #"{ "symbols" : [ { "filename" : "pin.svg", "idiom" : "universal" } ] }"#
        let root = try catalog([
            "Pins/Contents.json": json(#"{ "properties" : { "provides-namespace" : true } }"#),
            "Pins/pin.symbolset/Contents.json": json(contents),
            "Pins/pin.symbolset/pin.svg": json(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2H22"/></svg>"#),
            "flag.symbolset/Contents.json": json(#"{ "symbols" : [ { "filename" : "flag.svg", "idiom" : "universal" } ] }"#),
        ])
        // Reading the catalog doesn't stop: each such symbol draws the placeholder under its name.
        let assets = try AssetCatalog(url: root)
        #expect(assets.symbols["Pins/pin"]?.parts == SymbolCatalog.placeholder.parts)
        #expect(assets.symbols["flag"]?.parts == SymbolCatalog.placeholder.parts)
        #expect(assets.namedAssets.symbols == ["Pins/pin", "flag"])
        // Listed in the order read, each naming its file and why.
        #expect(assets.unreadableSymbols.map(\.file) == ["Assets.xcassets/Pins/pin.symbolset/pin.svg", "Assets.xcassets/flag.symbolset/flag.svg"])
        #expect(assets.unreadableSymbols[0].reason.contains("not an SF Symbols template"))
        #expect(assets.unreadableSymbols[1].reason.contains("missing"))
    }
}
