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

/// Turns declaration sets into class names: identical sets share one class, named by a hash of
/// its declarations, and rules are written in first use order, so both depend only on the tree.
struct ClassRegistry {
    let prefix: String
    private var nameByDeclarations: [String: String] = [:]
    private var declarationsByName: [String: String] = [:]
    private var rules: [(name: String, declarations: String)] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// A class is named after its declarations with their colors left out, not after its
    /// position: a change to one node's geometry renames only that node's class, and a change of
    /// color renames nothing, so a golden's diff shows the changed color's line and no renamed
    /// class beside it (a hash of the whole text made one color three hunks). Rules that differ
    /// only in color share a base and take suffixes in first-use order. The hash is FNV-1a,
    /// fixed across processes (Swift's Hasher is seeded per run).
    mutating func className(for declarations: CSSDeclarations) -> String {
        let text = declarations.text
        if let name = nameByDeclarations[text] { return name }
        let base = prefix + Self.digest(Self.withoutColors(text))
        var name = base
        var suffix = 2
        while declarationsByName[name] != nil {
            name = base + "-" + String(suffix)
            suffix += 1
        }
        nameByDeclarations[text] = name
        declarationsByName[name] = text
        rules.append((name, text))
        return name
    }

    /// One rule per class, in first-use order (never the dictionary's order).
    func stylesheet() -> String {
        var out = ""
        for rule in rules {
            out += "." + rule.name + "{" + rule.declarations + "}\n"
        }
        return out
    }

    /// `text` with each color value (`#rrggbb`, `rgba(…)`) replaced by one placeholder.
    static func withoutColors(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 == "#" || $0 == "r" }) {
            out += rest[..<start]
            let tail = rest[start...]
            if tail.hasPrefix("#") {
                let digits = tail.dropFirst().prefix { $0.isHexDigit }
                out += "#"
                rest = tail.dropFirst(1 + digits.count)
            } else if tail.hasPrefix("rgba("), let close = tail.firstIndex(of: ")") {
                out += "#"
                rest = tail[tail.index(after: close)...]
            } else {
                out += "r"
                rest = tail.dropFirst()
            }
        }
        return out + rest
    }

    /// Six base-36 digits of the text's 64-bit FNV-1a hash: short, and collisions within one
    /// page are rare enough that the suffix above is a safety net, not a cost.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        var digits = String(hash % 2_176_782_336, radix: 36)
        while digits.count < 6 { digits = "0" + digits }
        return digits
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

    static func fontFamily(_ font: Font.Resolved) -> String {
        CSS.string(font.family) + "," + font.genericFamily
    }
}

extension Font.Resolved {
    /// The CSS generic family after the face's own name, for a reader without the fonts.
    var genericFamily: String {
        switch design {
        case .serif: "serif"
        case .monospaced: "monospace"
        case .default, .rounded: "sans-serif"
        }
    }
}
