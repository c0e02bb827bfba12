import CLibXML2
import Testing
@testable import TrellisValidation

/// The shape the schemas must keep for libxml2 to validate them in linear time (see the comment at the top of
/// Schemas/trellis-html.rng): no `<interleave>` and no `<mixed>` anywhere, so libxml2 compiles every element's
/// content into an automaton. With one, it validated by search: a 5 MB page of paragraphs took 49 s, and
/// 28 nested spans around one misplaced div over 100 s.
@Suite struct SchemaShapeTests {
    @Test(arguments: ["trellis-html.rng", "trellis-svg.rng"])
    func theAssembledGrammarHasNoInterleave(name: String) throws {
        let grammar = try SchemaAssembly.document(named: name, in: BuiltInSchemas.files)
        defer { xmlFreeDoc(grammar) }
        let names = BuiltInSchemaTests.elements(of: grammar).map(\.name)
        #expect(names.contains("element"))
        #expect(names.filter { $0 == "interleave" || $0 == "mixed" } == [], "\(name)")
    }

    /// What the automata make affordable: many siblings, and an error deep in nested phrasing content.
    @Test func manySiblingsAndADeepErrorGetTheirVerdict() {
        let head = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body>\n"
        let paragraphs = head + String(repeating: "<p>hello world</p>\n", count: 20_000) + "</body></html>\n"
        #expect(Validator().validate(paragraphs, as: .html).problems == [])

        let depth = 26
        let nested = head + "<div>" + String(repeating: "<span class=\"a\">x", count: depth) + "<div>bad</div>"
            + String(repeating: "</span>", count: depth) + "</div></body></html>\n"
        let report = Validator().validate(nested, as: .html)
        // One error, at the div: searching, libxml2 also blamed each of the 26 spans around it, in about 50 s.
        #expect(report.expected == [Expected(.htmlSchema, 3, 5 + 17 * depth + 1, "Did not expect element div there")])
    }
}
