import TrellisSite
import TrellisValidation

/// Every document `trellis render` writes is first checked with libxml2.
enum DocumentValidation {
    static let check: DocumentCheck = { document, path in
        let kind = DocumentKind(path: path) ?? .html
        let report = Validator().validate(document, as: kind)
        return report.isValid ? nil : report.formatted(documentName: path)
    }
}
