import Testing
@testable import TrellisValidation

@Suite struct HTMLValidationTests {
    let validator = Validator()

    @Test func theSampleIsValidUnderEveryCheck() {
        let report = validator.validate(Samples.html, as: .html)
        #expect(report.problems == [])
        #expect(report.checks == [.wellFormedness, .htmlSchema, .htmlStructure, .htmlNesting])
    }

    /// A link with no page to lead to (its destination draws nothing) is written as an `<a>`
    /// without `href`, a placeholder link, which HTML allows; the fuzzer found the schema refusing it.
    @Test func aPlaceholderLinkWithoutHrefIsValid() {
        let document = Samples.html.replacing("<a href=\"detail.html\">", with: "<a class=\"c1\">")
        #expect(document != Samples.html)
        #expect(validator.validate(document, as: .html).problems == [])
    }

    @Test func looseTextInBodyReadsTheSameInBothParsers() {
        let document = Samples.html.replacing("<main id", with: "Loose text<main id")
        #expect(validator.validate(document, as: .html).problems == [])
    }

    @Test func aDivInsideAParagraphFailsTheSchemaAndTheHTMLParser() {
        let document = Samples.html.replacing("<p>Read", with: "<p><div>x</div>Read")
        // One schema error, where the div is: the compiled content models do not cascade up the ancestors.
        #expect(validator.validate(document, as: .html).expected == [
            Expected(.htmlSchema, 13, 58, "Did not expect element div there"),
            Expected(.htmlStructure, 13, 58,
                     "the HTML parser puts <div> inside <div>, not inside <p>: a browser would build a different tree"),
        ])
    }

    @Test func characterReferencesInStyleReadDifferentlyAsHTML() {
        let document = Samples.html.replacing(".c0 > .c1", with: ".c0 &gt; .c1")
        #expect(validator.validate(document, as: .html).expected == [
            Expected(.htmlStructure, 8, 1, "the HTML parser reads the text of <style> differently: it takes "
                + "character references and CDATA sections literally, so write this text without '&', '<' or ']]>'"),
        ])
    }

    @Test func aCDATASectionInScriptReadsDifferentlyAsHTML() {
        let document = Samples.html
            .replacing("<script>document", with: "<script><![CDATA[document")
            .replacing("';</script>", with: "';]]></script>")
        #expect(validator.validate(document, as: .html).expected.map(\.check) == [.htmlStructure])
        #expect(validator.validate(document, as: .html).expected.map(\.line) == [22])
    }

    @Test func scriptNeverLoadsAFile() {
        let document = Samples.html.replacing("<script>", with: "<script src=\"theme.js\">")
        #expect(validator.validate(document, as: .html).expected == [
            Expected(.htmlSchema, 22, 1, "Invalid attribute src for element script"),
        ])
    }

    @Test func theRootNeedsALanguage() {
        let document = Samples.html.replacing("<html lang=\"en\">", with: "<html>")
        #expect(validator.validate(document, as: .html).expected == [
            Expected(.htmlSchema, 2, 1, "Element html failed to validate attributes"),
        ])
    }

    @Test func htmlElementsAreInNoNamespace() {
        let document = Samples.html.replacing(
            "<html lang=\"en\">", with: "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">")
        #expect(validator.validate(document, as: .html).expected == [
            Expected(.htmlSchema, 2, 1, "Did not expect element html there (in the namespace http://www.w3.org/1999/xhtml)"),
        ])
    }

    @Test func buttonsHoldPhrasingContentOnly() {
        let document = Samples.html.replacing("<span>Tap</span>", with: "<div>Tap</div>")
        #expect(validator.validate(document, as: .html).expected.first
            == Expected(.htmlSchema, 15, 43, "Did not expect element div there"))
    }

    @Test func namesAreLowercase() {
        let document = Samples.html.replacing("<footer>", with: "<FOOTER>").replacing("</footer>", with: "</FOOTER>")
        #expect(validator.validate(document, as: .html).expected.first
            == Expected(.htmlSchema, 21, 1, "Did not expect element FOOTER there"))
    }

    @Test func unquotedAttributesAreNotXML() {
        #expect(validator.validate("<!DOCTYPE html>\n<html lang=en></html>", as: .html).expected.first
            == Expected(.wellFormedness, 2, 12, "AttValue: \" or ' expected"))
    }

    @Test func voidElementsMustBeSelfClosed() {
        let document = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>x</title></head></html>"
        #expect(validator.validate(document, as: .html).expected.first
            == Expected(.wellFormedness, 2, 68, "Opening and ending tag mismatch: meta line 2 and head"))
    }

    @Test func inlineSVGIsHeldToTheSVGSubset() {
        let document = Samples.html.replacing("<path d=\"M0 0L1 1\"/>", with: "<path/>")
        #expect(validator.validate(document, as: .html).expected.first
            == Expected(.htmlSchema, 17, 232, "Element path failed to validate attributes"))
    }
}
