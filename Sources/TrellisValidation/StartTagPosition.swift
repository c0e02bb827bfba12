import CLibXML2
import Foundation

/// Where an element's start tag begins, kept on the node so validity errors can point at it.
///
/// libxml2 records only a line for each node, and that is the line where the start tag *ends*. Validity
/// errors carry the node, not a column, so the parser hook below stores the line and column of the `<` in
/// the node's `_private` field (which libxml2 leaves to applications), packed into the pointer's bits.
struct StartTagPosition: Equatable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init?(of node: UnsafeMutablePointer<xmlNode>) {
        guard node.pointee.type == XML_ELEMENT_NODE, let packed = node.pointee._private else { return nil }
        self.init(packed: UInt64(UInt(bitPattern: packed)))
    }

    init(packed: UInt64) {
        self.init(line: Int(packed >> 32), column: Int(packed & 0xFFFF_FFFF))
    }

    /// Line and column in one word, for a node's `_private` pointer or an element record.
    var packed: UInt64 {
        UInt64(UInt32(clamping: line)) << 32 | UInt64(UInt32(clamping: column))
    }

    func store(in node: UnsafeMutablePointer<xmlNode>) {
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: UInt(packed))
    }

    /// The position of the `<` that opens the tag the parser has just read.
    ///
    /// When the parser announces an element, its cursor sits on the tag's closing `>` or `/>`. An attribute
    /// value cannot hold a raw `<`, so the nearest `<` behind the cursor opens the tag. Columns count
    /// characters, as libxml2's own do (UTF-8 continuation bytes are not counted).
    ///
    /// `opening` finds other markup the same way, such as `<!ENTITY` (whose value may hold a `<`).
    init?(ofTagEndingAt input: UnsafeMutablePointer<xmlParserInput>, opening: StaticString = "<") {
        guard let cursor = input.pointee.cur, let base = input.pointee.base, let end = input.pointee.end,
              cursor > base else { return nil }
        let marker = UnsafeRawBufferPointer(start: opening.utf8Start, count: opening.utf8CodeUnitCount)
        var scan = cursor
        var characters = 0
        var newlines = 0
        var found = false
        repeat {
            scan -= 1
            let byte = scan.pointee
            if byte == marker[0], scan.distance(to: end) >= marker.count,
               memcmp(scan, marker.baseAddress!, marker.count) == 0 {
                found = true
                break
            }
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte & 0xC0 != 0x80 { characters += 1 }
        } while scan > base
        guard found else { return nil }
        characters += 1
        let line = Int(input.pointee.line) - newlines
        if newlines == 0 {
            self.init(line: line, column: max(1, Int(input.pointee.col) - characters))
            return
        }
        // The tag spans lines: count the characters from the start of the `<`'s line.
        var lineStart = scan
        var column = 1
        while lineStart > base, (lineStart - 1).pointee != UInt8(ascii: "\n") {
            lineStart -= 1
            if lineStart.pointee & 0xC0 != 0x80 { column += 1 }
        }
        self.init(line: line, column: column)
    }
}
