import TrellisCore

/// The CSS declarations of one element, in the order they were set. Setting a property again
/// replaces its value, so layout rules from the parent and the node's own rules combine without
/// writing a property twice.
struct CSSDeclarations {
    private(set) var entries: [(property: StaticString, value: String)]

    /// Room for the declarations an element usually gets, so filling it in allocates once
    /// instead of growing 1, 2, 4, 8, 16.
    init() {
        entries = []
        entries.reserveCapacity(16)
    }

    var isEmpty: Bool { entries.isEmpty }

    mutating func set(_ property: StaticString, _ value: String) {
        if let index = entries.firstIndex(where: { Self.same($0.property, property) }) {
            entries[index].value = value
        } else {
            entries.append((property, value))
        }
    }

    /// Compares the names' bytes in place: making a `String` of each name per comparison was a
    /// quarter of the emitter's time.
    private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { a in
            b.withUTF8Buffer { b in
                guard a.count == b.count else { return false }
                if a.baseAddress == b.baseAddress { return true }
                for index in a.indices where a[index] != b[index] { return false }
                return true
            }
        }
    }

    /// A length in pixels. A non-finite length (`frame(width: .infinity)`) has no CSS spelling,
    /// so it is left out and the box sizes as if it were not given.
    mutating func set(_ property: StaticString, px value: CGFloat) {
        guard value.isFinite else { return }
        set(property, CSS.px(value))
    }

    /// Rounds the box's corners to `shape`'s outline, for shapes and for clips alike. A rectangle
    /// needs nothing; a circle is left to the caller, because no radius fits it to the shorter
    /// side of every box.
    mutating func setCorners(of shape: ShapeKind) {
        switch shape {
        case .rectangle, .circle: break
        case .roundedRectangle(let radius, _): set("border-radius", px: radius)
        case .capsule: set("border-radius", "9999px")
        case .ellipse: set("border-radius", "50%")
        case .path(let path): set("clip-path", "path(" + (path.isEvenOdd ? "evenodd, '" : "'") + SVGPathData.string(path.path) + "')")
        }
    }

    /// The declaration block's text, `a:b;c:d`, the key under which identical sets share a class.
    ///
    /// Every element needs this key, so it is written in one allocation of its exact length rather
    /// than grown append by append.
    var text: String {
        var length = max(entries.count - 1, 0)
        for entry in entries {
            length += entry.property.withUTF8Buffer { $0.count } + 1 + entry.value.utf8.count
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                (buffer.baseAddress! + end).initialize(from: source, count: bytes.count)
                end += bytes.count
            }
            func put(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            for (index, entry) in entries.enumerated() {
                if index > 0 { put(UInt8(ascii: ";")) }
                entry.property.withUTF8Buffer { put($0) }
                put(UInt8(ascii: ":"))
                var value = entry.value
                value.withUTF8 { put($0) }
            }
            return end
        }
    }
}

/// Splits each element's declarations into what it shares with others (a class) and what is its
/// own (an inline `style`), and names the classes.
///
/// An element's own values are its place and size and its colors: a longer label widens its
/// element, a theme's tint recolors some elements, and neither should touch anything but those
/// elements' lines. So the placement properties and every declaration whose value holds a color
/// go into the element's `style` attribute, written on the element's own line, and the rest
/// (display, flex, fonts, borders' widths, clips) into a class shared by every element with the
/// same set. A class is named by a hash of its own declarations alone, never of a text or of its
/// place in the document, so the same style keeps its name whatever changes around it, in every
/// page and run. The hash is FNV-1a, fixed across processes (Swift's Hasher is seeded per run).
struct ClassRegistry {
    let prefix: String
    private var nameByDeclarations: [String: String] = [:]
    private var declarationsByName: [String: String] = [:]
    private var rules: [(name: String, declarations: String)] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// The class (nil when nothing is shared) and the inline style (nil when nothing is the
    /// element's own) of `declarations`.
    mutating func attributes(for declarations: CSSDeclarations) -> (className: String?, style: String?) {
        var shared = CSSDeclarations()
        var own = CSSDeclarations()
        for entry in declarations.entries {
            if Self.isElementsOwn(entry.property, entry.value) {
                own.set(entry.property, entry.value)
            } else {
                shared.set(entry.property, entry.value)
            }
        }
        return (shared.isEmpty ? nil : className(forText: shared.text), own.isEmpty ? nil : own.text)
    }

    /// The class of a whole declaration set, for elements whose every declaration is shared by
    /// construction (a hidden filter holder).
    mutating func className(for declarations: CSSDeclarations) -> String {
        className(forText: declarations.text)
    }

    /// A set's name: six base-36 digits of its hash. Two different sets whose digits meet on one
    /// page (about one page in a million at a hundred classes) are told apart by a longer name
    /// from the whole 64-bit hash of the later one, which still depends on its declarations only.
    private mutating func className(forText text: String) -> String {
        if let name = nameByDeclarations[text] { return name }
        var name = prefix + Self.digest(text)
        if declarationsByName[name] != nil { name = prefix + Self.digest(text, digits: 13) }
        var salt = 0
        while declarationsByName[name] != nil {
            salt += 1
            name = prefix + Self.digest(text + "\u{0}" + String(salt), digits: 13)
        }
        nameByDeclarations[text] = name
        declarationsByName[name] = text
        rules.append((name, text))
        return name
    }

    /// Placement and size: what a longer text or a moved sibling changes.
    private static let placement: [[UInt8]] = [
        "left", "top", "right", "bottom", "width", "height", "min-width", "max-width", "min-height", "max-height",
    ].map { Array($0.utf8) }

    /// Whether a declaration belongs to its element alone: its place and size, or a color. The
    /// names are compared as bytes in place, as `CSSDeclarations.set` does, for speed.
    static func isElementsOwn(_ property: StaticString, _ value: String) -> Bool {
        let isPlacement = property.withUTF8Buffer { name in placement.contains { $0.elementsEqual(name) } }
        return isPlacement || holdsColor(value)
    }

    private static let rgba = Array("rgba(".utf8)

    /// Whether `value` holds a color, a `#` or an `rgba(`, in one pass over its UTF-8 bytes:
    /// `String.contains` with Foundation imported goes through NSString on Linux, which made this
    /// check half the cost of emitting a list (every declaration of every element passes here).
    private static func holdsColor(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            for start in bytes.indices {
                if bytes[start] == UInt8(ascii: "#") { return true }
                if bytes[start] == rgba[0], bytes.count - start >= rgba.count,
                   (1..<rgba.count).allSatisfy({ bytes[start + $0] == rgba[$0] }) {
                    return true
                }
            }
            return false
        }
    }

    /// One rule per class, in first-use order (never the dictionary's order).
    func stylesheet() -> String {
        var out = ""
        for rule in rules {
            out += "." + rule.name + "{" + rule.declarations + "}\n"
        }
        return out
    }

    /// `digits` base-36 digits of the text's 64-bit FNV-1a hash (13 hold all 64 bits).
    static func digest(_ text: String, digits count: Int = 6) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        var digits = count >= 13 ? String(hash, radix: 36) : String(hash % UInt64(pow36(count)), radix: 36)
        while digits.count < count { digits = "0" + digits }
        return digits
    }

    private static func pow36(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value *= 36 }
        return value
    }
}

/// CSS value spellings, all through the project's one number formatter.
enum CSS {
    /// A length rounded up to the hundredth the formatter writes, for boxes that must not shrink.
    static func pxRoundedUp(_ value: CGFloat) -> String {
        px((value * 100 - 1e-6).rounded(.up) / 100)
    }

    /// An offset (`left`, `top`), which may be negative: a child larger than its frame, or
    /// pulled out by negative padding, starts before its container.
    static func offset(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let text = NumberFormatting.string(Double(value))
        return text == "0" ? "0" : text + "px"
    }

    /// A length for the properties the emitter writes lengths into (sizes, gap, radii, border
    /// widths, font metrics), all of which reject a negative value. The engine never makes a
    /// negative size; a stack with negative spacing is written with positioned children instead.
    static func px(_ value: CGFloat) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        let text = NumberFormatting.string(Double(value))
        return text == "0" ? "0" : text + "px"
    }

    static func color(_ color: Color.Resolved) -> String {
        if color.opacity >= 1 { return color.hexString.lowercased() }
        func byte(_ x: Double) -> String { String(Int((x * 255).rounded())) }
        return "rgba(" + byte(color.red) + "," + byte(color.green) + "," + byte(color.blue) + ","
            + NumberFormatting.string(color.opacity) + ")"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        let top = px(insets.top)
        // Most insets are equal on every edge; format the length once then.
        if insets.trailing == insets.top && insets.bottom == insets.top && insets.leading == insets.top {
            return top + " " + top + " " + top + " " + top
        }
        return top + " " + px(insets.trailing) + " " + px(insets.bottom) + " " + px(insets.leading)
    }

    /// `justify-content` / `justify-self` for a horizontal alignment (left-to-right only).
    static func horizontal(_ alignment: HorizontalAlignment) -> String {
        switch alignment.value {
        case .leading: "flex-start"
        case .center: "center"
        case .trailing: "flex-end"
        // The engine aligns an app's guide; the line then moves its items to their frames.
        case .custom: "flex-start"
        }
    }

    /// `align-items` / `align-self` for a vertical alignment.
    static func vertical(_ alignment: VerticalAlignment) -> String {
        switch alignment.value {
        case .top: "flex-start"
        case .center: "center"
        case .bottom: "flex-end"
        // The engine aligns baselines (BaselineLayout.swift); a stack's items are then moved
        // down from the top to where it put them, and the CSS must put them where the engine did.
        case .firstTextBaseline, .lastTextBaseline, .custom: "flex-start"
        }
    }

    /// The face's family, the faces that draw what it lacks (as the measurer tries them), then
    /// the generic family for a reader without the fonts.
    static func fontFamily(_ font: Font.Resolved) -> String {
        font.fallbackFamilies.map { CSS.string($0) + "," }.joined() + font.genericFamily
    }
}

extension Font.Resolved {
    /// The face's family, then DejaVu Sans, Noto Color Emoji and Noto Sans CJK JP, each once.
    var fallbackFamilies: [String] {
        [family] + SystemFontFile.fallbackFamilies.filter { $0 != family }
    }

    /// The CSS generic family after the face's own name, for a reader without the fonts.
    var genericFamily: String {
        switch design {
        case .serif: "serif"
        case .monospaced: "monospace"
        case .default, .rounded: "sans-serif"
        }
    }
}
