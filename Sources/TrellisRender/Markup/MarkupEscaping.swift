/// The one escaping function per markup context. Every text node and every attribute value that
/// Trellis writes goes through here, so one audit covers all output.
///
/// Both contexts drop the characters that XML 1.0 cannot carry and that HTML5 calls parse errors:
/// C0 controls other than tab, line feed and carriage return, DEL and the C1 controls, and the
/// Unicode noncharacters (U+FDD0…U+FDEF and every U+xxFFFE / U+xxFFFF). Dropping rather than
/// replacing keeps hostile input from changing the layout of the text around it.
///
/// Both contexts also write every line end (CR LF, or a lone CR) as one LF, which is what every
/// HTML and XML parser reads a raw line end as anyway. In an attribute the LF has to be a
/// reference (`&#10;`) to survive XML's attribute normalisation, and a CR could only be one too:
/// `&#13;` reads back as a CR in XML, but HTML calls that reference an error.
public enum MarkupEscaping {
    /// `string` as character data: `&`, `<` and `>` become references, so `]]>` and tags are inert.
    public static func text(_ string: String) -> String {
        var out = ""
        appendText(string, to: &out)
        return out
    }

    /// `string` as the value of a double-quoted attribute. Tab and line feed become references so
    /// that an XML parser's attribute-value normalisation cannot turn them into spaces.
    public static func attribute(_ string: String) -> String {
        var out = ""
        appendAttribute(string, to: &out)
        return out
    }

    /// Appends `string` as character data to `buffer`, escaped as ``text(_:)`` escapes it.
    public static func appendText(_ string: String, to buffer: inout String) {
        append(string, toString: &buffer, isAttribute: false)
    }

    /// Appends `string` as a double-quoted attribute's value to `buffer`, escaped as
    /// ``attribute(_:)`` escapes it.
    public static func appendAttribute(_ string: String, to buffer: inout String) {
        append(string, toString: &buffer, isAttribute: true)
    }

    /// Through the byte loop, so both buffers escape alike; a plain string, most of them, is
    /// appended as it is, without a byte buffer in between.
    private static func append(_ string: String, toString buffer: inout String, isAttribute: Bool) {
        guard needsWork(string, isAttribute: isAttribute) else {
            buffer += string
            return
        }
        var bytes: [UInt8] = []
        append(string, to: &bytes, isAttribute: isAttribute)
        buffer += String(decoding: bytes, as: UTF8.self)
    }

    /// `string` as character data, appended as UTF-8 to an emitter's buffer.
    public static func appendText(_ string: String, to bytes: inout [UInt8]) {
        append(string, to: &bytes, isAttribute: false)
    }

    /// `string` as a double-quoted attribute's value, appended as UTF-8 to an emitter's buffer.
    public static func appendAttribute(_ string: String, to bytes: inout [UInt8]) {
        append(string, to: &bytes, isAttribute: true)
    }

    /// One loop for both contexts, so they can never disagree on what text escapes and what is
    /// dropped; an attribute value escapes its quotes and whitespace controls on top.
    private static func append(_ string: String, to buffer: inout [UInt8], isAttribute: Bool) {
        guard needsWork(string, isAttribute: isAttribute) else {
            buffer.append(contentsOf: string.utf8)
            return
        }
        func put(_ reference: StaticString) {
            reference.withUTF8Buffer { buffer.append(contentsOf: $0) }
        }
        var afterCR = false
        for scalar in string.unicodeScalars {
            // The LF of a CR LF pair was written with the CR.
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "&": put("&amp;")
            case "<": put("&lt;")
            case ">": put("&gt;")
            case "\"" where isAttribute: put("&quot;")
            case "'" where isAttribute: put("&#39;")
            case "\t" where isAttribute: put("&#9;")
            case "\n" where afterCR: continue
            case "\n", "\r": put(isAttribute ? "&#10;" : "\n")
            default:
                if isAllowed(scalar) { UTF8.encode(scalar) { buffer.append($0) } }
            }
        }
    }

    /// Whether `scalar` may appear in the output at all.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x9 || value == 0xA || value == 0xD }
        if value >= 0x7F && value <= 0x9F { return false }
        if value >= 0xFDD0 && value <= 0xFDEF { return false }
        if value & 0xFFFE == 0xFFFE { return false }
        return true
    }

    /// Most strings are plain; they are appended whole without a scalar-by-scalar copy.
    private static func needsWork(_ string: String, isAttribute: Bool) -> Bool {
        if let answer = string.utf8.withContiguousStorageIfAvailable({ needsWork($0, isAttribute: isAttribute) }) {
            return answer
        }
        return Array(string.utf8).withUnsafeBufferPointer { needsWork($0, isAttribute: isAttribute) }
    }

    /// Whether any byte is one `append` must look at: an escaped character, a line end, a control,
    /// or a lead byte of a scalar that may be dropped (U+0080…U+009F: C2; U+FDD0…U+FFFF: EF;
    /// the planes' noncharacters: F0…F4). One table read per byte: this scan runs over every
    /// attribute and text an emitter writes.
    static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>, isAttribute: Bool) -> Bool {
        let mask: UInt8 = isAttribute ? 3 : 1
        return byteClasses.withUnsafeBufferPointer { table in
            for byte in bytes where table[Int(byte)] & mask != 0 { return true }
            return false
        }
    }

    /// Per byte: 1 = always needs work, 2 = needs work in an attribute only, 0 = copied as it is.
    private static let byteClasses: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<0x20 { table[byte] = 1 }
        table[0x7F] = 1
        for byte: UInt8 in [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xC2, 0xEF, 0xF0, 0xF1, 0xF2, 0xF3, 0xF4] {
            table[Int(byte)] = 1
        }
        // Tab and LF are kept as they are in text; CR never is.
        table[0x9] = 2
        table[0xA] = 2
        for byte: UInt8 in [UInt8(ascii: "\""), UInt8(ascii: "'")] { table[Int(byte)] = 2 }
        return table
    }()
}
