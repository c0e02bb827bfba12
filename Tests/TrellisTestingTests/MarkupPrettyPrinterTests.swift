import Testing
@testable import TrellisGolden
@testable import TrellisTesting

/// The text nodes of markup that are not all whitespace, in order: what printing must keep.
func textContent(_ markup: String) -> [Substring] {
    MarkupTokenizer(markup).tokens().compactMap { token in
        if case .text(let text) = token, !text.allSatisfy(\.isWhitespace) { return text }
        return nil
    }
}

func tags(_ markup: String) -> [Substring] {
    MarkupTokenizer(markup).tokens().compactMap { token in
        switch token {
        case .startTag(_, let raw, _), .endTag(_, let raw), .other(let raw): raw
        default: nil
        }
    }
}

@Suite struct MarkupPrettyPrinterTests {
    @Test func nestedElementsGoOnePerLineAndATextOnlyElementStaysOnOne() {
        let compact = #"<div class="screen"><h1>Plants</h1><a href="style.html"><span>Style</span></a><br/><p></p></div>"#
        #expect(MarkupPrettyPrinter.format(compact) == """
            <div class="screen">
              <h1>Plants</h1>
              <a href="style.html">
                <span>Style</span>
              </a>
              <br/>
              <p></p>
            </div>

            """)
    }

    @Test func svgWithDeclarationDoctypeAndCommentIsLaidOutTheSameWay() {
        let svg = #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg version="1.1"><!-- a > b --><g><rect width="10"/><text x="1">A &amp; B</text></g></svg>"#
        #expect(MarkupPrettyPrinter.format(svg) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">
            <svg version="1.1">
              <!-- a > b -->
              <g>
                <rect width="10"/>
                <text x="1">A &amp; B</text>
              </g>
            </svg>

            """)
    }

    @Test func aGreaterThanSignInsideAQuotedAttributeDoesNotEndTheTag() {
        let markup = #"<a title="1 > 0" data-x='<b>'>x</a>"#
        #expect(MarkupPrettyPrinter.format(markup) == markup + "\n")
    }

    @Test func mixedContentKeepsEveryTextIncludingItsOwnSpaces() {
        let markup = "<p>Hello, <strong>world</strong> and <em> you </em>!</p>"
        let printed = MarkupPrettyPrinter.format(markup)
        #expect(printed == markup + "\n")
        let nested = "<main><p>Hello, <strong>world</strong></p><ul><li>one</li></ul></main>"
        #expect(MarkupPrettyPrinter.format(nested) == """
            <main>
              <p>Hello, <strong>world</strong></p>
              <ul>
                <li>one</li>
              </ul>
            </main>

            """)
        #expect(textContent(printed) == textContent(markup))
    }

    @Test func stylesheetsAreLaidOutOneDeclarationPerLineButNotInsideStringsOrParentheses() {
        let markup = #"<style>.a{color:#FF0000;background:url("x;y.png")}@media (min-width:1px){.b{content:"{;}"}}</style>"#
        #expect(MarkupPrettyPrinter.format(markup) == """
            <style>
              .a{
                color:#FF0000;
                background:url("x;y.png")
              }
              @media (min-width:1px){
                .b{
                  content:"{;}"
                }
              }
            </style>

            """)
    }

    @Test func printingIsIdempotentAndKeepsTagsAndTextOfRealisticPages() {
        let page = """
            <!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><meta charset="utf-8"/><title>Plants &amp; more</title><style>body{margin:0}</style></head><body><main><nav><a href="index.html">Back</a></nav><div style="display:flex;gap:8px"><span>“Quoted” ünïcode</span><img src="a.png" alt="x"/></div></main></body></html>
            """
        let once = MarkupPrettyPrinter.format(page)
        #expect(MarkupPrettyPrinter.format(once) == once)
        #expect(textContent(once) == textContent(page))
        #expect(tags(once) == tags(page))
        #expect(!once.contains("\n\n"))
    }

    @Test func brokenMarkupIsStillPrintedWithoutLosingAnything() {
        let broken = "</x></y><a><b>text < more"
        let printed = MarkupPrettyPrinter.format(broken)
        #expect(printed == "</x>\n</y>\n<a>\n  <b>\n    text \n    < more\n")
        #expect(printed.filter { !$0.isWhitespace } == broken.filter { !$0.isWhitespace })
    }

    /// Random well-formed trees of elements, text, comments and void elements: printing keeps
    /// every tag and every text exactly, and printing twice changes nothing.
    @Test func randomMarkupKeepsTagsAndTextsAndIsIdempotent() {
        var random = SplitMix64(state: 2026)
        func element(depth: Int) -> String {
            let name = ["div", "span", "a", "g", "p"].randomElement(using: &random)!
            var out = "<\(name) class=\"c\(Int.random(in: 0...9, using: &random))\">"
            for _ in 0..<Int.random(in: 0...(depth > 3 ? 0 : 4), using: &random) {
                switch Int.random(in: 0...5, using: &random) {
                case 0, 1: out += element(depth: depth + 1)
                case 2: out += [" lead", "trail ", "a &amp; b", "x", "\u{201C}q\u{201D}", " ", "\n"].randomElement(using: &random)!
                case 3: out += "<br/>"
                case 4: out += "<!-- note -->"
                default: out += "<img src=\"i.png\" alt=\"a > b\"/>"
                }
            }
            return out + "</\(name)>"
        }
        for _ in 0..<300 {
            let markup = element(depth: 0)
            let printed = MarkupPrettyPrinter.format(markup)
            #expect(tags(printed) == tags(markup), "\(markup)")
            #expect(textContent(printed) == textContent(markup), "\(markup)")
            #expect(MarkupPrettyPrinter.format(printed) == printed, "\(markup)")
        }
    }
}
