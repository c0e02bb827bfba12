import CLibXML2
import Foundation

/// The SVG 1.1 DTD and the RELAX NG schemas, parsed once per process and then only read.
///
/// `shared` is initialized lazily and exactly once (Swift guarantees that for a static let), which also runs
/// `xmlInitParser()` before any document is parsed. After loading, validations on many threads read these
/// structures at once, which is why every lazily built part is built here up front (see `prepareContentModels`).
final class ValidationResources: @unchecked Sendable {
    /// Where Debian's w3c-sgml-lib installs the DTD.
    static let svgDTDPath = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"

    static let shared = ValidationResources(svgDTDPath: svgDTDPath)

    /// The DTD, or nil when it is not installed. Its strings live in `dtdHolder`'s dictionary, so the holder
    /// document is kept for the life of the process.
    let svgDTD: xmlDtdPtr?
    private let dtdHolder: xmlDocPtr?
    let svgSchema: Schema
    let htmlSchema: Schema

    /// A compiled RELAX NG schema, or why it could not be compiled.
    enum Schema {
        case compiled(OpaquePointer)
        case unavailable(String)
    }

    private init(svgDTDPath: String) {
        xmlInitParser()
        // libxml2 stops at 256 levels unless told XML_PARSE_HUGE, which would also lift its other limits; the
        // depth alone is this process-wide setting, read by every parse. It is written once, here, before the
        // first validation, and each parse enforces its kind's own limit below it (ParseSession).
        trellis_set_parser_max_depth(UInt32(Validator.maximumDepth.values.max()! + 1))
        (dtdHolder, svgDTD) = Self.loadDTD(at: svgDTDPath)
        svgSchema = Self.compileSchema(named: "trellis-svg.rng")
        htmlSchema = Self.compileSchema(named: "trellis-html.rng")
    }

    /// Reads the DTD from disk through a two-line document, so the parser options (NONET above all) apply to
    /// the DTD and to the module files it pulls in relative to itself.
    private static func loadDTD(at path: String) -> (xmlDocPtr?, xmlDtdPtr?) {
        guard FileManager.default.isReadableFile(atPath: path) else { return (nil, nil) }
        let loader = "<!DOCTYPE svg SYSTEM \"\(path)\"><svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_DTDLOAD.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue)
        let holder = withThreadErrors(ignoringErrorHandler, context: nil) {
            loader.withCString { xmlReadMemory($0, Int32(strlen($0)), path, "UTF-8", options) }
        }
        guard let holder, let dtd = holder.pointee.extSubset, dtd.pointee.children != nil else {
            if let holder { xmlFreeDoc(holder) }
            return (nil, nil)
        }
        prepareContentModels(of: dtd)
        return (holder, dtd)
    }

    /// libxml2 compiles an element's content model the first time it validates that element and stores it in
    /// the declaration. Compiling them all now means concurrent validations never write to the shared DTD.
    private static func prepareContentModels(of dtd: xmlDtdPtr) {
        guard let context = xmlNewValidCtxt() else { return }
        defer { xmlFreeValidCtxt(context) }
        var child = dtd.pointee.children
        while let node = child {
            if node.pointee.type == XML_ELEMENT_DECL {
                let declaration = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlElement.self)
                if declaration.pointee.etype == XML_ELEMENT_TYPE_ELEMENT, declaration.pointee.contModel == nil {
                    withThreadErrors(ignoringErrorHandler, context: nil) {
                        _ = xmlValidBuildContentModel(context, declaration)
                    }
                }
            }
            child = node.pointee.next
        }
    }

    /// Compiles a schema from the copies built into the binary (BuiltInSchemas.swift, from Schemas/), so a
    /// copied or installed `trellis` needs no resource bundle and compiling reads no file.
    static func compileSchema(named name: String, in files: [String: String] = BuiltInSchemas.files) -> Schema {
        let grammar: xmlDocPtr
        do {
            grammar = try SchemaAssembly.document(named: name, in: files)
        } catch {
            return .unavailable("the schema \(name) cannot be assembled: \(error)")
        }
        defer { xmlFreeDoc(grammar) }
        // The parser context works on its own copy of the tree.
        guard let parser = xmlRelaxNGNewDocParserCtxt(grammar) else {
            return .unavailable("libxml2 could not read the schema \(name)")
        }
        defer { xmlRelaxNGFreeParserCtxt(parser) }
        let problems = SchemaProblems()
        let compiled = withThreadErrors(SchemaProblems.handler, context: problems.opaque) {
            xmlRelaxNGSetParserStructuredErrors(parser, SchemaProblems.handler, problems.opaque)
            return xmlRelaxNGParse(parser)
        }
        guard let compiled else {
            return .unavailable("the schema \(name) does not compile: \(problems.messages.joined(separator: "; "))")
        }
        return .compiled(compiled)
    }
}

/// Messages from parsing or compiling a schema, which only a broken package can produce.
final class SchemaProblems {
    var messages: [String] = []
    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let handler: xmlStructuredErrorFunc = { data, error in
        guard let data, let error else { return }
        let problems = Unmanaged<SchemaProblems>.fromOpaque(data).takeUnretainedValue()
        let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
        problems.messages.append("line \(error.pointee.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
}
