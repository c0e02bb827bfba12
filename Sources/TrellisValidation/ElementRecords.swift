import CLibXML2

/// The XML parser's elements in document order, kept compactly once their nodes are freed, for the HTML
/// structure check to compare with what libxml2's HTML parser reads.
///
/// A streamed document has no tree to walk, and a tree of a 100 MB page of small elements takes over 1 GB.
/// This takes 24 bytes per element: the name (interned in the parser's dictionary, which the records keep
/// alive), the parent, and the start tag's position. The text of `<style>` and `<script>` is kept too, as
/// the XML parser decoded it, since the HTML parser reads it raw.
final class ElementRecords {
    struct Record {
        /// In `dictionary`; valid while the records live.
        var name: UnsafePointer<xmlChar>
        /// The start tag's `<`, packed as `StartTagPosition` packs it.
        var position: UInt64
        /// The parent's index plus one; 0 for the root.
        var parent: UInt32
    }

    private(set) var records: [Record] = []
    /// The decoded text of each style or script element, by its index.
    private(set) var rawTexts: [Int: [UInt8]] = [:]
    private var dictionary: xmlDictPtr?
    /// The open elements, innermost last, while recording, and whether each keeps its text.
    private var open: [(index: Int, keepsText: Bool)] = []

    deinit {
        if let dictionary { xmlDictFree(dictionary) }
    }

    /// Keeps `dictionary` (the parser's, which interns every name it reports) alive as long as the records.
    func retain(_ dictionary: xmlDictPtr?) {
        guard self.dictionary == nil, let dictionary else { return }
        xmlDictReference(dictionary)
        self.dictionary = dictionary
    }

    /// Records an element that just started, inside the innermost open one; returns its index.
    @discardableResult
    func start(_ name: UnsafePointer<xmlChar>, at position: StartTagPosition) -> Int {
        let index = records.count
        records.append(Record(name: name, position: position.packed, parent: open.last.map { UInt32($0.index + 1) } ?? 0))
        let keepsText = Self.hasRawText(name)
        open.append((index, keepsText))
        if keepsText { rawTexts[index] = [] }
        return index
    }

    func end() {
        _ = open.popLast()
    }

    /// Text read directly inside the innermost open element; kept only for style and script.
    func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard let innermost = open.last, innermost.keepsText else { return }
        rawTexts[innermost.index, default: []].append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    func name(at index: Int) -> String {
        String(cString: records[index].name).lowercased()
    }

    func parentName(of index: Int) -> String {
        let parent = Int(records[index].parent)
        return parent == 0 ? "#document" : name(at: parent - 1)
    }

    func position(of index: Int) -> StartTagPosition {
        StartTagPosition(packed: records[index].position)
    }

    private static let style: StaticString = "style"
    private static let script: StaticString = "script"

    static func hasRawText(_ name: UnsafePointer<xmlChar>) -> Bool {
        xmlStrEqual(name, style.utf8Start) != 0 || xmlStrEqual(name, script.utf8Start) != 0
    }

    /// The records in order with each one's depth (the root is 0), as the HTML parser's events are compared.
    struct Walk {
        private let records: ElementRecords
        private var next = 0
        /// Indices of the ancestors of the element returned last, outermost first, and that element.
        private var path: [Int] = []

        init(_ records: ElementRecords) {
            self.records = records
        }

        mutating func advance() -> (index: Int, depth: Int)? {
            guard next < records.records.count else { return nil }
            let index = next
            next += 1
            let parent = Int(records.records[index].parent) - 1
            while let last = path.last, last != parent { path.removeLast() }
            path.append(index)
            return (index, path.count - 1)
        }
    }
}
