import Foundation
import Testing
@testable import TrellisValidation

/// The validator answers every input with a verdict or an error, quickly, and reads nothing it was not given.
@Suite struct HostileInputTests {
    let validator = Validator()
    static let svgOpen = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\">"

    /// Runs the validation and measures it, so each test can bound the time as well as the verdict.
    func timed(_ document: String, as kind: DocumentKind = .svg) -> (ValidationReport, Duration) {
        var report: ValidationReport?
        let elapsed = ContinuousClock().measure { report = validator.validate(document, as: kind) }
        return (report!, elapsed)
    }

    @Test func billionLaughsEndsAtTheFirstEntityDeclaration() {
        let levels = (1...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY lol0 \"lol\">\n"
            + levels.joined(separator: "\n") + "\n]>\n\(Self.svgOpen)<title>&lol9;</title></svg>"
        let (report, elapsed) = timed(document)
        #expect(report.expected == [
            Expected(.wellFormedness, 3, 1, "entity declarations are not allowed (Trellis never writes them): 'lol0'"),
        ])
        #expect(elapsed < .seconds(1))
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let secret = try TemporaryFile(contents: "TOP-SECRET-7f3a", extension: "txt")
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"file://\(secret.path)\">]>\n"
            + "\(Self.svgOpen)<title>&xxe;</title></svg>"
        let report = validator.validate(document, as: .svg)
        #expect(report.expected == [
            Expected(.wellFormedness, 2, 16, "entity declarations are not allowed (Trellis never writes them): 'xxe'"),
        ])
        #expect(!report.formatted(documentName: "x.svg").contains("TOP-SECRET"))
    }

    @Test func externalParameterEntitiesAreNeverRead() {
        let document = "<!DOCTYPE svg [\n  <!ENTITY % p SYSTEM \"file:///etc/passwd\">\n  %p;\n]>\n<svg/>"
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.wellFormedness, 2, 3, "entity declarations are not allowed (Trellis never writes them): 'p'"),
        ])
    }

    /// The document's own DOCTYPE is never loaded: an entity it would define stays undefined, and the SVG DTD
    /// applied is the validator's preloaded copy.
    @Test func theDocumentsExternalDTDIsNeverLoaded() throws {
        let dtd = try TemporaryFile(contents: "<!ENTITY secret \"TOP-SECRET-7f3a\">", extension: "dtd")
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg SYSTEM \"\(dtd.path)\">\n"
            + "\(Self.svgOpen)<title>&secret;</title></svg>"
        let report = validator.validate(document, as: .svg)
        #expect(report.expected == [Expected(.wellFormedness, 3, 70, "Entity 'secret' not defined")])
        #expect(!report.formatted(documentName: "x.svg").contains("TOP-SECRET"))
    }

    @Test func aNetworkDTDIsNeitherFetchedNorNeeded() {
        let document = Samples.svg.replacing(
            "<svg xmlns", with: "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
                + "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg xmlns")
        let (report, elapsed) = timed(document)
        #expect(report.problems == [])
        #expect(elapsed < .seconds(1))
    }

    /// SVG is validated as a tree by libxml2's recursive validators, so it keeps libxml2's default limit.
    @Test func hundredThousandLevelsOfSVGStopAtItsDepthLimit() {
        let document = Self.svgOpen + String(repeating: "<g>", count: 100_000)
            + String(repeating: "</g>", count: 100_000) + "</svg>"
        let (report, elapsed) = timed(document)
        // At the start tag of the 257th element: the <svg>, then 256 <g>s.
        #expect(report.expected == [
            Expected(.wellFormedness, 1, Self.svgOpen.count + 255 * 3 + 1,
                     "elements nest 257 deep here; Trellis validates at most 256 levels (Validator.maximumDepth)"),
        ])
        #expect(elapsed < .seconds(2))
    }

    /// HTML is validated streaming, so 10,000 levels get a verdict (libxml2 alone stopped at 256): one error
    /// where the tree passes the 512 elements browsers' HTML parsers keep, as the Nu checker reports it.
    @Test func tenThousandLevelsOfHTMLGetOneErrorAtTheBrowsersDepthLimit() {
        func page(_ depth: Int) -> String {
            "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body>"
                + String(repeating: "<div>", count: depth) + "leaf" + String(repeating: "</div>", count: depth) + "</body></html>"
        }
        let deep = validator.validate(page(10_000), as: .html)
        #expect(deep.problems.count == 1)
        #expect(deep.problems.first?.message.contains("more than 512 deep") == true)
        #expect(deep.checks == [.wellFormedness, .htmlSchema, .htmlStructure, .htmlNesting])
        // html > body > 510 divs is 512 elements: still what a browser shows.
        #expect(validator.validate(page(510), as: .html).problems == [])
        #expect(validator.validate(page(511), as: .html).problems.count == 1)
    }

    @Test func deeperHTMLStopsAtItsDepthLimit() {
        let limit = Validator.maximumDepth[.html]!
        let document = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body>"
            + String(repeating: "<div>", count: limit + 50) + String(repeating: "</div>", count: limit + 50) + "</body></html>"
        let (report, elapsed) = timed(document, as: .html)
        #expect(report.expected.map(\.message) == [
            "elements nest \(limit + 1) deep here; Trellis validates at most \(limit) levels (Validator.maximumDepth)",
        ])
        #expect(report.checks == [.wellFormedness])
        #expect(elapsed < .seconds(5))
    }

    /// 100 MB in one text node: libxml2 parses it and the schemas accept it; the point is an answer in time.
    @Test func aHundredMegabyteDocumentGetsAVerdict() {
        let document = Self.svgOpen + "<title>" + String(repeating: "a", count: 100_000_000) + "</title></svg>"
        let (report, elapsed) = timed(document)
        #expect(report.problems == [])
        #expect(elapsed < .seconds(5))
    }

    /// The same size as 1.6 million elements is a full validation: about 25 s in a debug build on the project
    /// machine, most of it libxml2's RELAX NG validator. Opt in with TRELLIS_SLOW_TESTS=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_SLOW_TESTS"] == "1"))
    func aHundredMegabytesOfElementsGetsAVerdict() {
        let rect = "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#FFFFFF\"/>\n"
        let document = Self.svgOpen + "\n" + String(repeating: rect, count: 100_000_000 / rect.utf8.count) + "</svg>\n"
        let (report, elapsed) = timed(document)
        #expect(report.problems == [])
        #expect(elapsed < .seconds(120))
    }

    @Test func aMegabyteLineIsShownAsAWindowAroundTheProblem() {
        let document = Self.svgOpen + String(repeating: "<g/>", count: 250_000) + "<bogus/></svg>"
        let report = validator.validate(document, as: .svg)
        let problem = report.problems.first { $0.message == "No declaration for element bogus" }
        #expect(problem?.column == 1_000_055)
        // An ellipsis for the cut start, 60 scalars before the column, and the 14 to the end of the line.
        #expect(problem?.sourceLine.unicodeScalars.count == 75)
        #expect(problem?.sourceLine.hasPrefix("…<g/>") == true)
        #expect(problem?.sourceLine.hasSuffix("<g/><g/><bogus/></svg>") == true)
        #expect(problem?.sourceColumn == 62)
        // libxml2 lists the children of <svg> in the content-model error; the message is cut short.
        let contentModel = report.problems.first { $0.message.hasPrefix("Element svg content does not follow the DTD") }
        #expect(contentModel?.message.count == 301)
        #expect(contentModel?.message.hasSuffix("…") == true)
    }

    @Test func controlCharactersAreNotXMLAndAreShownAsReplacementCharacters() {
        let report = validator.validate(Self.svgOpen + "<title>a\u{1}b</title></svg>", as: .svg)
        #expect(report.expected.first == Expected(.wellFormedness, 1, 63, "PCDATA invalid Char value 1"))
        #expect(report.problems.first?.sourceLine.contains("a\u{FFFD}b") == true)
    }

    @Test func aNulByteEndsTheParseWithAnError() {
        let report = validator.validate(Self.svgOpen + "<title>a\u{0}b</title></svg>", as: .svg)
        #expect(report.expected.first == Expected(.wellFormedness, 1, 63, "Char 0x0 out of allowed range"))
    }

    @Test func nonCharactersAreNotXML() {
        let report = validator.validate(Self.svgOpen + "<title>a\u{FFFE}b</title></svg>", as: .svg)
        #expect(report.expected.first?.check == .wellFormedness)
        #expect(report.expected.first?.line == 1)
    }

    /// The characters docs/validation.md says XML can and cannot carry, checked one by one in text and in an
    /// attribute value.
    @Test func exactlyTheDocumentedCharactersAreRejected() {
        let rejected = (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0xFFFE, 0xFFFF]
        let carried = [0x09, 0x0A, 0x0D, 0x7F, 0x85, 0xA0, 0x200F, 0x0301, 0xFDD0, 0xFFFD, 0x1F600, 0x1FFFE, 0x10FFFD]
        for value in rejected + carried {
            let character = String(Unicode.Scalar(value)!)
            let inText = Self.svgOpen + "<title>a\(character)b</title></svg>"
            let inAttribute = Self.svgOpen + "<g font-family=\"a\(character)b\"/></svg>"
            let expectValid = carried.contains(value)
            #expect(validator.validate(inText, as: .svg).isValid == expectValid, "U+\(String(value, radix: 16)) in text")
            #expect(validator.validate(inAttribute, as: .svg).isValid == expectValid, "U+\(String(value, radix: 16)) in an attribute")
        }
    }

    @Test func invalidUTF8IsAnEncodingError() {
        let bytes = Array((Self.svgOpen + "<title>").utf8) + [0xE9, 0x41] + Array("</title></svg>".utf8)
        let report = validator.validate(bytes, as: .svg)
        #expect(report.expected.first?.check == .wellFormedness)
        #expect(report.expected.first?.message.hasPrefix("Input is not proper UTF-8") == true)
    }

    @Test func emptyAndBlankDocumentsAreErrors() {
        #expect(validator.validate("", as: .svg).expected == [Expected(.wellFormedness, 0, 0, "the document is empty")])
        #expect(validator.validate("  \n", as: .html).expected == [
            Expected(.wellFormedness, 2, 1, "Start tag expected, '<' not found"),
        ])
    }

    /// Every prefix of a valid document is answered, and every proper prefix is rejected by the parser.
    @Test(arguments: [DocumentKind.svg, .html])
    func everyTruncationIsAnError(kind: DocumentKind) {
        let document = Array((kind == .svg ? Samples.svg : Samples.html).utf8)
        let lastTag = document.lastIndex(of: UInt8(ascii: ">"))!
        for length in 1...lastTag {
            let report = validator.validate(Array(document[..<length]), as: kind)
            #expect(report.checks == [.wellFormedness], "prefix of \(length) bytes")
            #expect(!report.isValid, "prefix of \(length) bytes")
        }
    }
}

/// A file in the temporary directory that removes itself.
final class TemporaryFile {
    let path: String

    init(contents: String, extension pathExtension: String) throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-validation-\(UUID().uuidString).\(pathExtension)").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
