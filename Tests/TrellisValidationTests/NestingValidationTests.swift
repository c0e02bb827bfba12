import Testing
@testable import TrellisValidation

/// HTML's rules on what may sit inside what at any depth, which the schema cannot state: no link
/// or button (or widget role) inside a link or a button, and an `a` in phrasing content holds
/// only phrasing content. The W3C Nu checker rejects each of these; the Validator did not.
@Suite struct NestingValidationTests {
    let validator = Validator()

    private func problems(_ replacement: String) -> [Expected] {
        let document = Samples.html.replacing("<div hidden=\"hidden\"></div>", with: replacement)
        return validator.validate(document, as: .html).expected
    }

    @Test func aLinkInsideAButtonIsRefused() {
        #expect(problems("<button type=\"button\"><span><a href=\"x.html\">x</a></span></button>") == [
            Expected(.htmlNesting, 18, 29, "<a> inside <button>: no link, button or other interactive element may sit inside a link or a button"),
        ])
    }

    @Test func aButtonInsideALinkIsRefusedAtAnyDepth() {
        #expect(problems("<a href=\"x.html\"><div><div><button type=\"button\">x</button></div></div></a>").map(\.message) == [
            "<button> inside <a>: no link, button or other interactive element may sit inside a link or a button",
        ])
    }

    @Test func aLinkInsideALinkIsRefused() {
        #expect(problems("<a href=\"x.html\"><div><a href=\"y.html\">y</a></div></a>").map(\.check) == [.htmlNesting])
    }

    @Test func aWidgetRoleInsideAButtonIsRefusedAndACompositeRoleIsNot() {
        #expect(problems("<button type=\"button\"><span role=\"radiogroup\"><span role=\"radio\" aria-checked=\"true\">r</span></span></button>").map(\.message) == [
            "<span role=\"radio\"> inside <button>: no element with a widget role may sit inside a link or a button",
        ])
    }

    @Test func flowContentThroughALinkInPhrasingContentIsRefused() {
        #expect(problems("<p><a href=\"x.html\"><div>x</div></a></p>").map(\.message) == [
            "<div> inside <p>: only phrasing content may go there, also through an <a> in between",
        ])
    }

    @Test func aLinkMayHoldFlowContentWhereFlowContentMayGo() {
        #expect(problems("<a href=\"x.html\"><nav><h1>t</h1></nav><ul><li><div>x</div></li></ul></a>") == [])
        #expect(problems("<button type=\"button\"><span data-role=\"button\"><span data-role=\"link\">x</span></span></button>") == [])
    }
}
