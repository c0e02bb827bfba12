import Foundation
import Testing
@testable import TrellisSymbols

/// The built-in drawings are the SVG files of Sources/TrellisSymbols/Drawings, one per symbol name
/// in a folder per SF Symbols category. These checks are what a new file must pass.
struct BuiltInDrawingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TrellisSymbols/Drawings")

    /// The categories SF Symbols sorts its symbols into; a drawing's folder is one of them.
    static let categories: Set<String> = [
        "Accessibility", "Arrows", "Automotive", "Cameras & Photos", "Commerce", "Communication", "Connectivity", "Devices",
        "Editing", "Fitness", "Gaming", "Health", "Home", "Human", "Indices", "Keyboard", "Maps", "Math", "Media", "Nature",
        "Objects & Tools", "Privacy & Security", "Shapes", "Text Formatting", "Time", "Transportation", "Weather",
    ]

    /// Every drawing file, as (category folder, file name).
    static func files() throws -> [(category: String, file: String)] {
        var found: [(String, String)] = []
        for category in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !category.hasPrefix(".") {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(category).path).sorted()
            where !file.hasPrefix(".") {
                found.append((category, file))
            }
        }
        return found
    }

    /// The symbol a file draws: its name without `.svg`, and without the `_` that a name starting
    /// with a digit needs (SwiftPM would name `0.circle.svg` and `1.circle.svg` alike, `__circle_svg`).
    static func symbolName(ofFile file: String) -> String {
        let name = String(file.dropLast(".svg".count))
        return name.hasPrefix("_") && name.dropFirst().first?.isNumber == true ? String(name.dropFirst()) : name
    }

    @Test func everyFileIsInACategoryFolderAndNamedForItsSymbol() throws {
        let files = try Self.files()
        #expect(files.count > 400)
        for (category, file) in files {
            #expect(Self.categories.contains(category), "\(category)/\(file): \(category) is not an SF Symbols category")
            #expect(file.hasSuffix(".svg"), "\(category)/\(file): a drawing is an .svg file")
            #expect(!file.first!.isNumber, "\(category)/\(file): a name starting with a digit needs a leading _ in its file name")
        }
        let names = files.map { Self.symbolName(ofFile: $0.file) }
        #expect(Set(names).count == names.count, "a name is drawn in two folders")
    }

    /// The index of compiled-in files (BuiltInDrawings.swift, which the IndexDrawings plugin
    /// generates at build time) and the folder hold the same drawings, byte for byte.
    @Test func theIndexIsTheFolder() throws {
        var indexed: [String: [UInt8]] = [:]
        for (name, svg) in BuiltInDrawings.files {
            #expect(indexed.updateValue(svg, forKey: name) == nil, "\(name) is in BuiltInDrawings.files twice")
        }
        var onDisk: Set<String> = []
        for (category, file) in try Self.files() where file.hasSuffix(".svg") {
            let name = Self.symbolName(ofFile: file)
            onDisk.insert(name)
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(category).appendingPathComponent(file)))
            guard let compiled = indexed[name] else {
                Issue.record("\(category)/\(file) is not in BuiltInDrawings.files: the IndexDrawings plugin left it out")
                continue
            }
            #expect(compiled == bytes, "\(category)/\(file): BuiltInDrawings.files gives \(name) another file's bytes")
        }
        for name in indexed.keys.sorted() where !onDisk.contains(name) {
            Issue.record("BuiltInDrawings.files names \(name), which has no file in Drawings/")
        }
    }

    /// Each file reads as a symbol (a file that doesn't would stop the first render).
    @Test func everyFileIsADrawing() throws {
        let files = try Self.files().filter { $0.file.hasSuffix(".svg") }
        for (category, file) in files {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(category).appendingPathComponent(file))
            #expect(throws: Never.self, "\(category)/\(file)") {
                try SymbolCatalog.symbol(named: Self.symbolName(ofFile: file), svg: String(decoding: data, as: UTF8.self), file: file)
            }
        }
        #expect(SymbolTable.all.count == files.count)
        #expect(SymbolTable.names == SymbolTable.names.sorted())
        #expect(SymbolCatalog.builtIn.symbol(named: SymbolCatalog.placeholder.name) == SymbolCatalog.placeholder)
    }

    /// Every file is a standalone SVG 1.1 document valid against the SVG 1.1 DTD, so a designer's
    /// editor opens it and what it shows is what Trellis draws.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") && FileManager.default.fileExists(atPath: BuiltInDrawingTests.svgDTD)))
    func everyFileIsValidSVG11() throws {
        let paths = try Self.files().map { Self.folder.appendingPathComponent($0.category).appendingPathComponent($0.file).path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--nonet", "--dtdvalid", Self.svgDTD] + paths
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))")
    }

    static let svgDTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"
}
