import CLibXML2
import Foundation

/// Checks a document Trellis wrote with libxml2, before it is written to disk or when `trellis validate` reads it.
///
/// - SVG: well-formed XML; valid against the SVG 1.1 DTD when w3c-sgml-lib installs it; valid against the
///   RELAX NG schema of the SVG subset Trellis writes (Schemas/trellis-svg.rng).
/// - HTML: well-formed XML; valid against the schema of the HTML subset (Schemas/trellis-html.rng);
///   libxml2's HTML parser reads the same element structure; no link or button nests in another
///   (NestingState). Checked streaming, in flat memory.
///
/// A validator holds no state of its own: the DTD and schemas are loaded once per process and only read, and
/// every validation collects its problems in its own storage. Validate from as many tasks at once as you like.
/// Each call is synchronous and runs on the calling thread from start to end.
public struct Validator: Sendable {
    /// Creates a validator, loading the DTD and schemas on the first one a process creates.
    public init() {
        _ = ValidationResources.shared
    }

    /// Whether SVG documents are checked against the SVG 1.1 DTD (false when it is not installed).
    public var checksSVGDTD: Bool {
        ValidationResources.shared.svgDTD != nil
    }

    /// Where the SVG 1.1 DTD is read from, when it is installed.
    public static var svgDTDPath: String { ValidationResources.svgDTDPath }

    /// A report keeps at most this many problems; the checks stop at the last one. A hostile file can have a
    /// problem per element, and the first ones are the ones to fix.
    public static let maximumProblems = 100

    /// How deep elements may nest, per kind of document; deeper is an `[XML]` error that says so.
    ///
    /// HTML is validated streaming, so no part of the check recurses per level, and the limit is set far past
    /// any tree Trellis renders (the Rendering article, "Validation", states the deepest). SVG is validated as a tree, by
    /// libxml2's recursive validators, so it keeps libxml2's own default of 256 levels.
    public static let maximumDepth: [DocumentKind: Int] = [.html: 100_000, .svg: 256]

    /// Checks `document` as a document of `kind` and reports every problem, up to
    /// ``maximumProblems``.
    public func validate(_ document: String, as kind: DocumentKind) -> ValidationReport {
        var document = document
        return document.withUTF8 { validate(UnsafeRawBufferPointer($0), as: kind) }
    }

    /// Checks the UTF-8 `bytes` as a document of `kind`, as the string form does.
    public func validate(_ bytes: [UInt8], as kind: DocumentKind) -> ValidationReport {
        bytes.withUnsafeBytes { validate($0, as: kind) }
    }

    /// Checks the UTF-8 `data` as a document of `kind`, as the string form does.
    public func validate(_ data: Data, as kind: DocumentKind) -> ValidationReport {
        data.withUnsafeBytes { validate($0, as: kind) }
    }

    /// Validates the bytes in place; they are not copied and must stay valid for the call.
    public func validate(_ bytes: UnsafeRawBufferPointer, as kind: DocumentKind) -> ValidationReport {
        let resources = ValidationResources.shared
        let collector = ProblemCollector(document: bytes)
        guard !bytes.isEmpty else {
            collector.add(line: 0, column: 0, message: "the document is empty")
            return Self.report(kind, [.wellFormedness], collector)
        }
        switch kind {
        case .svg:
            return validateSVG(bytes, resources, collector)
        case .html:
            return validateHTML(bytes, resources, collector)
        }
    }

    /// Into a tree, since the DTD check needs one: SVG files are screen-sized.
    private func validateSVG(
        _ bytes: UnsafeRawBufferPointer, _ resources: ValidationResources, _ collector: ProblemCollector
    ) -> ValidationReport {
        var checks: [ValidationProblem.Check] = [.wellFormedness]
        guard let document = XMLDocumentParser.parse(bytes, maximumDepth: Self.maximumDepth[.svg]!, into: collector)
        else { return Self.report(.svg, checks, collector) }
        defer { xmlFreeDoc(document) }
        if let dtd = resources.svgDTD, !collector.isFull {
            checks.append(.svgDTD)
            Self.validate(document, against: dtd, into: collector)
        }
        if !collector.isFull {
            checks.append(.svgSchema)
            Self.validate(document, against: resources.svgSchema, as: .svgSchema, into: collector)
        }
        return Self.report(.svg, checks, collector)
    }

    /// In one streaming pass of the XML parser, which checks the schema as it reads and frees each element
    /// after it, then one of the HTML parser: memory stays flat, however large the page (a tree of 100 MB of
    /// small elements takes over 1 GB).
    private func validateHTML(
        _ bytes: UnsafeRawBufferPointer, _ resources: ValidationResources, _ collector: ProblemCollector
    ) -> ValidationReport {
        let records = ElementRecords()
        collector.check = .htmlSchema
        var schema: OpaquePointer?
        switch resources.htmlSchema {
        case .compiled(let compiled): schema = compiled
        case .unavailable(let reason): collector.add(line: 0, column: 0, message: reason)
        }
        let parse = XMLDocumentParser.stream(
            bytes, maximumDepth: Self.maximumDepth[.html]!, schema: schema, records: records, into: collector)
        guard parse.isWellFormed else {
            // As for a tree: a document that is not XML gets no verdict from the schema.
            collector.keepOnly(.wellFormedness)
            return Self.report(.html, [.wellFormedness], collector)
        }
        var checks: [ValidationProblem.Check] = [.wellFormedness, .htmlSchema]
        if !collector.isFull {
            checks.append(.htmlStructure)
            HTMLStructureCheck.compare(records, source: bytes, into: collector)
        }
        // Checked during the streaming parse, at each start tag.
        checks.append(.htmlNesting)
        return Self.report(.html, checks, collector)
    }

    private static func report(
        _ kind: DocumentKind, _ checks: [ValidationProblem.Check], _ collector: ProblemCollector
    ) -> ValidationReport {
        ValidationReport(kind: kind, checks: checks, problems: collector.problems, isTruncated: collector.isFull)
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
