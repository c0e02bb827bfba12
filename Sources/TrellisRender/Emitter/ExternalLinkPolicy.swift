/// Which URLs a `Link` may lead to: the web, mail and phone (`http`, `https`, `mailto`, `tel`) and
/// relative URLs. Anything else runs code or reads local data when followed (`javascript:`,
/// `data:`, `vbscript:`, `file:`, `blob:`) or means nothing on a static page, so it is refused
/// rather than written.
enum ExternalLinkPolicy {
    static let allowedSchemes = ["http", "https", "mailto", "tel"]

    /// The scheme a browser reads in `href`, lowercased, or nil for a relative URL. Browsers
    /// strip spaces and controls around a URL and drop tabs and line ends inside it (the WHATWG
    /// URL parser), so `" java\tscript:"` is `javascript:` to them and here alike.
    static func scheme(of href: String) -> String? {
        var scalars = Substring(href).unicodeScalars.drop { $0.value <= 0x20 }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var scheme = ""
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme }
            guard scalar.isASCII else { return nil }
            let byte = UInt8(scalar.value)
            let lowercase = byte | 0x20
            if lowercase >= UInt8(ascii: "a") && lowercase <= UInt8(ascii: "z") {
                scheme.unicodeScalars.append(Unicode.Scalar(lowercase))
                continue
            }
            // After the first letter a scheme may go on with digits, `+`, `-` and `.`; anything
            // else before a colon makes the URL relative (a path, query or fragment).
            let isSchemeCharacter = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || scalar == "+" || scalar == "-" || scalar == "."
            guard !scheme.isEmpty, isSchemeCharacter else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }
}
