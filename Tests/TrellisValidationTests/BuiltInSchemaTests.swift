import CLibXML2
import Foundation
import Testing
@testable import TrellisValidation

/// The schemas compiled into the binary: every file of Schemas/, and their includes resolved without any file.
@Suite struct BuiltInSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theBuiltInSchemasAreTheRepositorySchemas() throws {
        let folder = Self.root.appendingPathComponent("Sources/TrellisValidation/Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rng") }
        // A file SwiftPM embeds but BuiltInSchemas.swift does not list is not compiled by the validator.
        #expect(Set(BuiltInSchemas.files.keys) == Set(names))
        #expect(Set(names).isSuperset(of: ["trellis-html.rng", "trellis-svg.rng", "svg-subset.rng"]))
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(BuiltInSchemas.files[name] == text, "\(name) differs from its built-in copy")
        }
    }

    @Test func theAssembledGrammarsHoldTheSubsetAndNoInclude() throws {
        for name in ["trellis-html.rng", "trellis-svg.rng"] {
            let grammar = try SchemaAssembly.document(named: name, in: BuiltInSchemas.files)
            defer { xmlFreeDoc(grammar) }
            let elements = Self.elements(of: grammar)
            #expect(!elements.contains { $0.name == "include" || $0.name == "externalRef" }, "\(name)")
            // svg-subset.rng's definitions, in a <div> that keeps its ns (the SVG namespace).
            #expect(elements.contains { $0.name == "define" && $0.attributes["name"] == "svg.container.content" })
            #expect(elements.contains { $0.name == "div" && $0.attributes["ns"] == "http://www.w3.org/2000/svg" })
        }
        if case .unavailable(let reason) = ValidationResources.shared.htmlSchema { Issue.record("\(reason)") }
        if case .unavailable(let reason) = ValidationResources.shared.svgSchema { Issue.record("\(reason)") }
    }

    /// RELAX NG 4.7: the include's own <start> and <define>s replace the included grammar's.
    @Test func anIncludeOverridesStartAndDefinitions() throws {
        let files = [
            "outer.rng": Self.grammar("""
                <include href="inner.rng">
                  <start><ref name="item"/></start>
                  <div><define name="item"><element name="new"><ref name="common"/></element></define></div>
                </include>
                """),
            "inner.rng": Self.grammar("""
                <start><element name="inner"><empty/></element></start>
                <define name="item"><element name="old"><empty/></element></define>
                <define name="common"><optional><attribute name="id"/></optional></define>
                """),
        ]
        #expect(try Self.isValid(#"<new id="a"/>"#, against: "outer.rng", in: files))
        #expect(try !Self.isValid("<old/>", against: "outer.rng", in: files))
        #expect(try !Self.isValid("<inner/>", against: "outer.rng", in: files))
    }

    /// The include's ns reaches an included grammar without one; a grammar's own ns stays its own.
    @Test func namespacesReachTheIncludedPatternsAsThroughAFile() throws {
        let files = [
            "outer.rng": Self.grammar("""
                <include href="inner.rng" ns="urn:outer"/>
                <include href="own.rng"/>
                <start><element name="pair" ns=""><ref name="plain"/><ref name="owned"/></element></start>
                """),
            "inner.rng": Self.grammar(#"<define name="plain"><element name="a"><empty/></element></define>"#),
            "own.rng": Self.grammar(
                #"<define name="owned"><element name="b"><attribute name="x:y"/></element></define>"#,
                attributes: #"ns="urn:own" xmlns:x="urn:x""#),
        ]
        let valid = #"<pair><a xmlns="urn:outer"/><b xmlns="urn:own" xmlns:x="urn:x" x:y="1"/></pair>"#
        #expect(try Self.isValid(valid, against: "outer.rng", in: files))
        let unqualified = #"<pair><a/><b xmlns="urn:own" xmlns:x="urn:x" x:y="1"/></pair>"#
        #expect(try !Self.isValid(unqualified, against: "outer.rng", in: files))
    }

    @Test func anythingOutsideTheEmbeddedSchemasIsRefused() {
        let loop = ["a.rng": Self.grammar(#"<include href="b.rng"/>"#), "b.rng": Self.grammar(#"<include href="a.rng"/>"#)]
        #expect(throws: SchemaAssembly.Failure(description: "b.rng: including a.rng makes a loop (a.rng > b.rng > a.rng)")) {
            xmlFreeDoc(try SchemaAssembly.document(named: "a.rng", in: loop))
        }
        let file = ["a.rng": Self.grammar(#"<include href="/etc/passwd"/>"#)]
        #expect(throws: SchemaAssembly.Failure(description: "no embedded schema is named /etc/passwd (included by a.rng)")) {
            xmlFreeDoc(try SchemaAssembly.document(named: "a.rng", in: file))
        }
        let external = ["a.rng": Self.grammar(#"<start><externalRef href="b.rng"/></start>"#)]
        #expect(throws: SchemaAssembly.Failure(description: "a.rng: <externalRef> is not supported in an embedded schema")) {
            xmlFreeDoc(try SchemaAssembly.document(named: "a.rng", in: external))
        }
        let missing = [
            "a.rng": Self.grammar(#"<include href="b.rng"><define name="gone"><empty/></define></include>"#),
            "b.rng": Self.grammar(#"<define name="here"><empty/></define>"#),
        ]
        #expect(throws: SchemaAssembly.Failure(description: "a.rng: the <include> of b.rng overrides gone, which b.rng does not define")) {
            xmlFreeDoc(try SchemaAssembly.document(named: "a.rng", in: missing))
        }
        #expect(ValidationResources.compileSchema(named: "a.rng", in: file).unavailableReason
            == "the schema a.rng cannot be assembled: no embedded schema is named /etc/passwd (included by a.rng)")
    }

    static func grammar(_ body: String, attributes: String = "") -> String {
        "<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\" \(attributes)>\n\(body)\n</grammar>\n"
    }

    /// libxml2's verdict on `document` against the schema `name` assembled from `files`.
    static func isValid(_ document: String, against name: String, in files: [String: String]) throws -> Bool {
        guard case .compiled(let schema) = ValidationResources.compileSchema(named: name, in: files) else {
            throw SchemaAssembly.Failure(description: "\(name) did not compile")
        }
        defer { xmlRelaxNGFree(schema) }
        let options = Int32(XML_PARSE_NONET.rawValue)
        guard let parsed = document.withCString({ xmlReadMemory($0, Int32(document.utf8.count), "test.xml", "UTF-8", options) }),
              let context = xmlRelaxNGNewValidCtxt(schema) else {
            throw SchemaAssembly.Failure(description: "the test document did not parse")
        }
        defer {
            xmlRelaxNGFreeValidCtxt(context)
            xmlFreeDoc(parsed)
        }
        xmlRelaxNGSetValidStructuredErrors(context, ignoringErrorHandler, nil)
        let result = withThreadErrors(ignoringErrorHandler, context: nil) { xmlRelaxNGValidateDoc(context, parsed) }
        guard result >= 0 else { throw SchemaAssembly.Failure(description: "libxml2 could not validate") }
        return result == 0
    }

    static func elements(of document: xmlDocPtr) -> [(name: String, attributes: [String: String])] {
        var found: [(name: String, attributes: [String: String])] = []
        var walk = ElementWalk(document)
        while let element = walk.next() {
            var attributes: [String: String] = [:]
            var property = element.node.pointee.properties
            while let attribute = property {
                if let text = attribute.pointee.children?.pointee.content {
                    attributes[String(cString: attribute.pointee.name)] = String(cString: text)
                }
                property = attribute.pointee.next
            }
            found.append((String(cString: element.node.pointee.name), attributes))
        }
        return found
    }
}

extension ValidationResources.Schema {
    var unavailableReason: String? {
        if case .unavailable(let reason) = self { return reason }
        return nil
    }
}
