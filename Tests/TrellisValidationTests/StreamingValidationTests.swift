import CLibXML2
import Testing
@testable import TrellisValidation

/// HTML is validated in one streaming pass: the schema through libxml2's push interface, each element freed
/// when it ends. These pin what that pass must get right beyond the verdicts the other suites check.
@Suite struct StreamingValidationTests {
    static func stream(_ document: String, schema: OpaquePointer? = nil) -> (wholeElements: Int, problems: [Expected]) {
        var document = document
        return document.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let collector = ProblemCollector(document: raw)
            guard case .compiled(let builtIn) = ValidationResources.shared.htmlSchema else { return (-1, []) }
            let parse = XMLDocumentParser.stream(
                raw, maximumDepth: 1_000, schema: schema ?? builtIn, records: ElementRecords(), into: collector)
            return (parse.wholeElements, ValidationReport(kind: .html, checks: [], problems: collector.problems).expected)
        }
    }

    /// Every element of the HTML subset (and of inline SVG) has an automaton: none needs its subtree kept.
    /// With <mixed> in the schema, head and body (so the whole page) did.
    @Test func theHTMLSchemaStreamsEveryElement() {
        let everyElement = Samples.html.replacing("<div hidden=\"hidden\"></div>", with: """
            <div hidden="hidden"><ol><li><h2>a</h2><h3>b</h3></li></ol><nav><select name="s"><option value="1" \
            selected="selected">One</option></select></nav><iframe src="a.html" loading="lazy"/><svg \
            xmlns="http://www.w3.org/2000/svg"><desc>d</desc><g><circle r="1"/><ellipse rx="1" ry="1"/><line/>\
            <polyline points="0 0"/><polygon points="0 0"/><use xmlns:xlink="http://www.w3.org/1999/xlink" \
            xlink:href="#c"/><text x="1">t<tspan>s<tspan>u</tspan></tspan></text></g></svg></div>
            """)
        let result = Self.stream(everyElement)
        #expect(result.problems == [])
        #expect(result.wholeElements == 0)
    }

    /// An element without an automaton (here, content in an <interleave>) is validated from its subtree, kept
    /// until it ends: the verdict is the same as for a tree.
    @Test func anElementWithoutAnAutomatonIsCheckedAsASubtree() throws {
        let files = ["t.rng": BuiltInSchemaTests.grammar("""
            <start><element name="page"><zeroOrMore><element name="box">
              <interleave><element name="a"><text/></element><element name="b"><empty/></element></interleave>
            </element></zeroOrMore></element></start>
            """)]
        guard case .compiled(let schema) = ValidationResources.compileSchema(named: "t.rng", in: files) else {
            Issue.record("the test schema did not compile")
            return
        }
        defer { xmlRelaxNGFree(schema) }
        let valid = Self.stream("<page><box><b/><a>x</a></box><box><a>y</a><b/></box></page>", schema: schema)
        #expect(valid.problems == [])
        #expect(valid.wholeElements == 2)
        let invalid = Self.stream("<page><box><b/></box></page>", schema: schema)
        #expect(!invalid.problems.isEmpty)
        #expect(invalid.problems.allSatisfy { $0.check == .htmlSchema && $0.line == 1 })
    }

    /// After an element its parent does not expect, the parent's other content is not checked (libxml2's
    /// automaton for it is dead), but everything outside that parent still is: two separate mistakes give
    /// two errors, each where it is, and nothing in between.
    @Test func errorsInDifferentElementsAreEachReportedOnce() {
        let document = Samples.html
            .replacing("<span>Tap</span>", with: "<div>Tap</div><div>again</div>")
            .replacing("<p>Made with Trellis</p>", with: "<p>Made <ul/> with Trellis</p>")
        #expect(Self.stream(document).problems == [
            Expected(.htmlSchema, 15, 43, "Did not expect element div there"),
            Expected(.htmlSchema, 21, 17, "Did not expect element ul there"),
        ])
    }

    @Test func anIncompleteElementIsNamedWhereItStarts() {
        let document = Samples.html.replacing("<title>Home · Marigold</title>", with: "")
        #expect(Self.stream(document).problems == [
            Expected(.htmlSchema, 3, 1, "Element head ends before its required content"),
        ])
    }

    @Test func textWhereNoneBelongsIsNamedByItsElement() {
        let document = Samples.html.replacing("<ul role=\"list\"><li>", with: "<ul role=\"list\">stray<li>")
        #expect(Self.stream(document).problems == [
            Expected(.htmlSchema, 15, 1, "Did not expect text in element ul content"),
        ])
    }

    /// A document that is not XML gets only its XML errors, even when the schema complained before the break.
    @Test func aMalformedDocumentReportsOnlyItsXMLErrors() {
        let document = Samples.html.replacing("<span>Tap</span>", with: "<div>Tap</div>")
            .replacing("</footer>", with: "</foot>")
        let report = Validator().validate(document, as: .html)
        #expect(report.checks == [.wellFormedness])
        #expect(report.problems.map(\.check) == [.wellFormedness])
    }

    /// A problem on every element stops at the limit, and the report says so.
    @Test func theChecksStopAtTheProblemLimit() {
        let head = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body>\n"
        let document = head + String(repeating: "<p onclick=\"x\">hello</p>\n", count: 5_000) + "</body></html>\n"
        let report = Validator().validate(document, as: .html)
        #expect(report.problems.count == Validator.maximumProblems)
        #expect(report.isTruncated)
        // The paragraphs start on line 3: the 100th is the last reported.
        #expect(report.problems.last?.line == 2 + Validator.maximumProblems)
        #expect(report.formatted(documentName: "x.html").hasSuffix(
            "x.html: invalid, 100 problems (the checks stop after 100; fix these and run again)\n"))
    }
}
