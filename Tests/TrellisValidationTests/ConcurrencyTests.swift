import CLibXML2
import Testing
@testable import TrellisValidation

/// Validations running at once must not see each other's errors: libxml2 2.9 keeps some error state per
/// thread and the DTD and schemas are shared, so this is where a leak between documents would show.
@Suite struct ConcurrencyTests {
    /// 200 documents, SVG and HTML, most with a problem whose text names the document's own index.
    static let documents: [(String, DocumentKind)] = (0..<200).map { index in
        switch index % 4 {
        case 0:
            return (Samples.svg.replacing("<title>Home</title>", with: "<title>Home \(index)</title>"), .svg)
        case 1:
            return (Samples.svg.replacing("<circle cx", with: "<circle data-n\(index)=\"1\" cx"), .svg)
        case 2:
            return (Samples.html.replacing("<span>Hello</span>", with: "<span data-n\(index)=\"x\">Hello</span>"), .html)
        default:
            return (Samples.html.replacing("<p>Read", with: String(repeating: "\n", count: index) + "<p><div>\(index)</div>Read"), .html)
        }
    }

    @Test func twoHundredAtOnceMatchOneByOne() async {
        let validator = Validator()
        let oneByOne = Self.documents.map { validator.validate($0.0, as: $0.1) }
        let atOnce = await withTaskGroup(of: (Int, ValidationReport).self) { group in
            for (index, document) in Self.documents.enumerated() {
                group.addTask { (index, validator.validate(document.0, as: document.1)) }
            }
            var reports = [ValidationReport?](repeating: nil, count: Self.documents.count)
            for await (index, report) in group { reports[index] = report }
            return reports
        }
        #expect(atOnce == oneByOne)
        // And the serial answers are the right ones, so equality above means something.
        for (index, report) in oneByOne.enumerated() {
            switch index % 4 {
            case 0:
                #expect(report.isValid, "document \(index)")
            case 1:
                #expect(report.expected == [
                    Expected(.svgDTD, 11, 5, "No declaration for attribute data-n\(index) of element circle"),
                    Expected(.svgSchema, 11, 5, "Invalid attribute data-n\(index) for element circle"),
                ], "document \(index)")
            case 2:
                #expect(report.expected.map(\.message).contains("Invalid attribute data-n\(index) for element span"),
                        "document \(index)")
            default:
                #expect(report.expected.last?.line == 13 + index, "document \(index)")
                #expect(report.expected.last?.check == .htmlStructure, "document \(index)")
            }
        }
    }

    @Test func validationLeavesTheThreadsErrorHandlerAsItFoundIt() {
        let before = (__xmlStructuredError().pointee.map { unsafeBitCast($0, to: Int.self) }, __xmlStructuredErrorContext().pointee)
        _ = Validator().validate(Samples.svg.replacing("<circle cx", with: "<circle foo=\"1\" cx"), as: .svg)
        let after = (__xmlStructuredError().pointee.map { unsafeBitCast($0, to: Int.self) }, __xmlStructuredErrorContext().pointee)
        #expect(before.0 == after.0)
        #expect(before.1 == after.1)
    }
}
