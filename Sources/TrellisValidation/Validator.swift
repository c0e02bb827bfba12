import CLibXML2
import Foundation

/// Checks a document Trellis wrote with libxml2, before it is written to disk or when `trellis validate` reads it.
///
/// - SVG: well-formed XML; valid against the SVG 1.1 DTD when w3c-sgml-lib installs it; valid against the
///   RELAX NG schema of the SVG subset Trellis writes (schemas/trellis-svg.rng).
/// - HTML: well-formed XML; valid against the schema of the HTML subset (schemas/trellis-html.rng);
///   libxml2's HTML parser reads the same element structure; no link or button nests in another
///   (HTMLNestingCheck).
///
/// A validator holds no state of its own: the DTD and schemas are loaded once per process and only read, and
/// every validation collects its problems in its own storage. Validate from as many tasks at once as you like.
/// Each call is synchronous and runs on the calling thread from start to end.
public struct Validator: Sendable {
    public init() {
        _ = ValidationResources.shared
    }

    /// Whether SVG documents are checked against the SVG 1.1 DTD (false when it is not installed).
    public var checksSVGDTD: Bool {
        ValidationResources.shared.svgDTD != nil
    }

    /// Where the SVG 1.1 DTD is read from, when it is installed.
    public static var svgDTDPath: String { ValidationResources.svgDTDPath }

    public func validate(_ document: String, as kind: DocumentKind) -> ValidationReport {
        var document = document
        return document.withUTF8 { validate(UnsafeRawBufferPointer($0), as: kind) }
    }

    public func validate(_ bytes: [UInt8], as kind: DocumentKind) -> ValidationReport {
        bytes.withUnsafeBytes { validate($0, as: kind) }
    }

    public func validate(_ data: Data, as kind: DocumentKind) -> ValidationReport {
        data.withUnsafeBytes { validate($0, as: kind) }
    }

    /// Validates the bytes in place; they are not copied and must stay valid for the call.
    public func validate(_ bytes: UnsafeRawBufferPointer, as kind: DocumentKind) -> ValidationReport {
        let resources = ValidationResources.shared
        let collector = ProblemCollector(document: bytes)
        var checks: [ValidationProblem.Check] = [.wellFormedness]
        defer { _ = collector }
        guard !bytes.isEmpty else {
            collector.add(line: 0, column: 0, message: "the document is empty")
            return ValidationReport(kind: kind, checks: checks, problems: collector.problems)
        }
        guard let document = XMLDocumentParser.parse(bytes, into: collector) else {
            return ValidationReport(kind: kind, checks: checks, problems: collector.problems)
        }
        defer { xmlFreeDoc(document) }
        switch kind {
        case .svg:
            if let dtd = resources.svgDTD {
                checks.append(.svgDTD)
                Self.validate(document, against: dtd, into: collector)
            }
            checks.append(.svgSchema)
            Self.validate(document, against: resources.svgSchema, as: .svgSchema, into: collector)
        case .html:
            checks.append(.htmlSchema)
            Self.validate(document, against: resources.htmlSchema, as: .htmlSchema, into: collector)
            checks.append(.htmlStructure)
            HTMLStructureCheck.compare(document, source: bytes, into: collector)
            checks.append(.htmlNesting)
            HTMLNestingCheck.check(document, into: collector)
        }
        return ValidationReport(kind: kind, checks: checks, problems: collector.problems)
    }

    /// Validates against the preloaded DTD, never one the document names: its DOCTYPE is ignored.
    private static func validate(_ document: xmlDocPtr, against dtd: xmlDtdPtr, into collector: ProblemCollector) {
        collector.check = .svgDTD
        guard let context = xmlNewValidCtxt() else {
            collector.add(line: 0, column: 0, message: "libxml2 could not create a validation context")
            return
        }
        defer { xmlFreeValidCtxt(context) }
        // No error callbacks and no userData on the context: libxml2 then raises validity errors through this
        // thread's structured handler, which points at this document's collector only while the call runs.
        context.pointee.error = nil
        context.pointee.warning = nil
        context.pointee.userData = nil
        withThreadErrors(collectorErrorHandler, context: collector.opaque) {
            _ = xmlValidateDtd(context, document, dtd)
        }
    }

    private static func validate(
        _ document: xmlDocPtr, against schema: ValidationResources.Schema,
        as check: ValidationProblem.Check, into collector: ProblemCollector
    ) {
        collector.check = check
        guard case .compiled(let compiled) = schema else {
            if case .unavailable(let reason) = schema { collector.add(line: 0, column: 0, message: reason) }
            return
        }
        guard let context = xmlRelaxNGNewValidCtxt(compiled) else {
            collector.add(line: 0, column: 0, message: "libxml2 could not create a RELAX NG validation context")
            return
        }
        defer { xmlRelaxNGFreeValidCtxt(context) }
        xmlRelaxNGSetValidStructuredErrors(context, collectorErrorHandler, collector.opaque)
        withThreadErrors(collectorErrorHandler, context: collector.opaque) {
            _ = xmlRelaxNGValidateDoc(context, document)
        }
        collector.placeUnlocatedProblems(in: document)
    }
}
