import Trellis

/// The CSS declarations of one element, in the order they were set. Setting a property again
/// replaces its value, so layout rules from the parent and the node's own rules combine without
/// writing a property twice.
struct CSSDeclarations {
    private(set) var entries: [(property: StaticString, value: String)] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func set(_ property: StaticString, _ value: String) {
        let name = property.description
        if let index = entries.firstIndex(where: { $0.property.description == name }) {
            entries[index].value = value
        } else {
            entries.append((property, value))
        }
    }

    /// A length in pixels. A non-finite length (`frame(width: .infinity)`) has no CSS spelling,
    /// so it is left out and the box sizes as if it were not given.
    mutating func set(_ property: StaticString, px value: CGFloat) {
        guard value.isFinite else { return }
        set(property, CSS.px(value))
    }

    /// The declaration block's text, `a:b;c:d`, the key under which identical sets share a class.
    var text: String {
        var out = ""
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += ";" }
            out += entry.property.description
            out += ":"
            out += entry.value
        }
        return out
    }
}

/// Turns declaration sets into class names: identical sets share one class, named by first use
/// (`t0`, `t1`, …), so the names and the stylesheet's order depend only on the tree.
struct ClassRegistry {
    let prefix: String
    private var indexByDeclarations: [String: Int] = [:]
    private var blocks: [String] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    mutating func className(for declarations: CSSDeclarations) -> String {
        let text = declarations.text
        if let index = indexByDeclarations[text] { return prefix + String(index) }
        let index = blocks.count
        indexByDeclarations[text] = index
        blocks.append(text)
        return prefix + String(index)
    }

    /// One rule per class, in first-use order (never the dictionary's order).
    func stylesheet() -> String {
        var out = ""
        for (index, block) in blocks.enumerated() {
            out += "." + prefix + String(index) + "{" + block + "}\n"
        }
        return out
    }
}

/// CSS value spellings, all through the project's one number formatter.
enum CSS {
    static func px(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
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
        px(insets.top) + " " + px(insets.trailing) + " " + px(insets.bottom) + " " + px(insets.leading)
    }

    /// `justify-content` / `justify-self` for a horizontal alignment (left-to-right only).
    static func horizontal(_ alignment: HorizontalAlignment) -> String {
        switch alignment.value {
        case .leading: "flex-start"
        case .center: "center"
        case .trailing: "flex-end"
        }
    }

    /// `align-items` / `align-self` for a vertical alignment.
    static func vertical(_ alignment: VerticalAlignment) -> String {
        switch alignment.value {
        case .top: "flex-start"
        case .center: "center"
        case .bottom: "flex-end"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        }
    }

    static func fontFamily(_ font: Font.Resolved) -> String {
        let generic = switch font.design {
        case .serif: "serif"
        case .monospaced: "monospace"
        case .default, .rounded: "sans-serif"
        }
        return "\"" + font.family + "\"," + generic
    }
}
