import Testing
@testable import TrellisValidation

@Suite struct SVGValidationTests {
    let validator = Validator()

    @Test func theSampleIsValidUnderEveryCheck() {
        let report = validator.validate(Samples.svg, as: .svg)
        #expect(report.problems == [])
        #expect(report.checks == [.wellFormedness, .svgDTD, .svgSchema])
    }

    @Test func theDTDIsInstalledOnThisMachine() {
        // The project's machines install w3c-sgml-lib; if this fails, the DTD check silently stopped running.
        #expect(validator.checksSVGDTD)
    }

    @Test func anUnknownAttributeFailsTheDTDAndTheSchemaAtItsElement() {
        let document = Samples.svg.replacing("<circle cx", with: "<circle foo=\"1\" cx")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgDTD, 11, 5, "No declaration for attribute foo of element circle"),
            Expected(.svgSchema, 11, 5, "Invalid attribute foo for element circle"),
        ])
    }

    @Test func anElementInsideTitleIsReportedByBoth() {
        let document = Samples.svg.replacing("<title>Home</title>", with: "<title>Home<g/></title>")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgDTD, 3, 3, "Element title was declared #PCDATA but contains non text nodes"),
            Expected(.svgSchema, 3, 14, "Did not expect element g there"),
        ])
    }

    @Test func aMissingRequiredAttributeIsPlacedAtTheOnlyElementOfThatName() {
        let document = Samples.svg.replacing("<circle cx=\"5\" cy=\"5\" r=\"3\"/>", with: "<circle cx=\"5\" cy=\"5\"/>")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgDTD, 11, 5, "Element circle does not carry attribute r"),
            Expected(.svgSchema, 11, 5, "Element circle failed to validate attributes"),
        ])
    }

    @Test func whenTheElementIsAmbiguousTheMessageSaysSo() {
        let document = Samples.svg.replacing(
            "<circle cx=\"5\" cy=\"5\" r=\"3\"/>", with: "<circle cx=\"5\" cy=\"5\"/><circle r=\"1\"/>")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgDTD, 11, 5, "Element circle does not carry attribute r"),
            Expected(.svgSchema, 0, 0,
                     "Element circle failed to validate attributes (libxml2 does not say which of the 2 <circle> elements)"),
        ])
    }

    @Test func standaloneFilesMustSayVersion11() {
        let document = Samples.svg.replacing(" version=\"1.1\"", with: "")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgSchema, 2, 1, "Element svg failed to validate attributes"),
        ])
    }

    @Test func inlineOnlyAttributesAreRejectedInFilesByTheDTD() {
        let document = Samples.svg.replacing("<svg xmlns", with: "<svg aria-hidden=\"true\" xmlns")
        #expect(validator.validate(document, as: .svg).expected == [
            Expected(.svgDTD, 2, 1, "No declaration for attribute aria-hidden of element svg"),
        ])
    }

    @Test func malformedMarkupStopsAfterTheParser() {
        let document = Samples.svg.replacing("</g>\n</svg>", with: "\n</svg>")
        let report = validator.validate(document, as: .svg)
        #expect(report.checks == [.wellFormedness])
        #expect(report.expected == [
            Expected(.wellFormedness, 16, 7, "Opening and ending tag mismatch: g line 8 and svg"),
            Expected(.wellFormedness, 17, 1, "Premature end of data in tag svg line 2"),
        ])
    }

    @Test func theReportShowsTheLineAndACaretUnderTheColumn() {
        let document = Samples.svg.replacing("<circle cx", with: "<circle foo=\"1\" cx")
        let text = validator.validate(document, as: .svg).formatted(documentName: "out/home.svg")
        #expect(text == """
            out/home.svg:11:5: error: No declaration for attribute foo of element circle [SVG 1.1 DTD]
                    <circle foo="1" cx="5" cy="5" r="3"/><ellipse cx="5" cy="5" rx="3" ry="2"/>
                    ^
            out/home.svg:11:5: error: Invalid attribute foo for element circle [Trellis SVG schema]
                    <circle foo="1" cx="5" cy="5" r="3"/><ellipse cx="5" cy="5" rx="3" ry="2"/>
                    ^
            out/home.svg: invalid, 2 problems

            """)
    }

    @Test func aValidReportNamesTheChecksThatRan() {
        let text = validator.validate(Samples.svg, as: .svg).formatted(documentName: "a.svg")
        #expect(text == "a.svg: valid (XML, SVG 1.1 DTD, Trellis SVG schema)\n")
    }
}
