import Testing
import TrellisSite
@testable import TrellisTestSupport

struct EscapingTests {
    @Test func textEscapesMarkupAndCDATAEnd() {
        #expect(MarkupEscaping.text("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(MarkupEscaping.text("Fish & Chips") == "Fish &amp; Chips")
        #expect(MarkupEscaping.text("a]]>b") == "a]]&gt;b")
        // Quotes are harmless in text and stay readable.
        #expect(MarkupEscaping.text("\"it's\"") == "\"it's\"")
    }

    @Test func attributeEscapesQuotesAndWhitespaceControls() {
        #expect(MarkupEscaping.attribute("a\"b'c&d<e>") == "a&quot;b&#39;c&amp;d&lt;e&gt;")
        #expect(MarkupEscaping.attribute("x\ty\nz") == "x&#9;y&#10;z")
    }

    /// `&#13;` reads back as a CR in XML, but the HTML parser calls it an error (the W3C checker
    /// rejected index.html for a CR in a page title); every parser reads a raw CR as LF anyway.
    @Test func lineEndsAreWrittenAsOneLineFeedInBothContexts() {
        #expect(MarkupEscaping.attribute("a\rb\r\nc\n\rd\r") == "a&#10;b&#10;c&#10;&#10;d&#10;")
        #expect(MarkupEscaping.text("a\rb\r\nc\n\rd\r") == "a\nb\nc\n\nd\n")
        #expect(MarkupEscaping.text("\r\r\n") == "\n\n")
    }

    @Test func dropsCharactersXMLCannotCarry() {
        // Swift rejects some noncharacters in literals, so the string is built from scalars.
        let values: [UInt32] = [0x61, 0x0, 0x62, 0x1, 0x8, 0xB, 0xC, 0x1F, 0x63, 0x7F, 0x85, 0x9F, 0x64,
                                0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF, 0x65]
        var hostile = ""
        for value in values { hostile.unicodeScalars.append(Unicode.Scalar(value)!) }
        #expect(MarkupEscaping.text(hostile) == "abcde")
        #expect(MarkupEscaping.attribute(hostile) == "abcde")
    }

    @Test func keepsTabsNewlinesAndNonASCIIInText() {
        #expect(MarkupEscaping.text("a\tb\nc\nd") == "a\tb\nc\nd")
        #expect(MarkupEscaping.text("Grüße 🌱 — “ok”") == "Grüße 🌱 — “ok”")
        // An `&` sends the string down the scalar-by-scalar path, which text shares with
        // attributes: quotes and whitespace controls must still pass through untouched in text.
        #expect(MarkupEscaping.text("\"a\" & 'b'\tc\n") == "\"a\" &amp; 'b'\tc\n")
        #expect(MarkupEscaping.attribute("Grüße 🌱") == "Grüße 🌱")
    }

    @Test func appendVariantsAppendToTheBuffer() {
        var buffer = "<p>"
        MarkupEscaping.appendText("1 < 2", to: &buffer)
        buffer += "<a title=\""
        MarkupEscaping.appendAttribute("say \"hi\"", to: &buffer)
        #expect(buffer == "<p>1 &lt; 2<a title=\"say &quot;hi&quot;")
    }
}
