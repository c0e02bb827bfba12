import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// The accessibility modifiers as ARIA on a box around the child, at the child's frame.
    ///
    /// The box gets a role whenever it gets a name, since ARIA names no generic `div` or `span`:
    /// a header is a heading (level 2, which Nu requires to be stated), a labelled view with no
    /// other role an image (its label stands for what it draws, as in SwiftUI), a combined or
    /// contained element, or an ignoring one without a label, a group. A built-in control states its role (switch, slider,
    /// progressbar, textbox) and its state. Widget roles are left out inside a link or a button,
    /// where HTML allows none, and inside one the walk writes inner controls as plain boxes.
    mutating func emitAccessibility(_ node: ResolvedNode, _ accessibility: ResolvedAccessibility, at index: Int, css: CSSDeclarations) throws(RenderError) {
        let name = box
        begin(name, css)
        let isWidget = writeAccessibilityAttributes(accessibility)
        writer.endStartTag()
        let saved = isInteractive
        if isWidget { isInteractive = true }
        try emitChildNodes(node, at: index)
        isInteractive = saved
        writer.close(name)
    }

    /// Writes the attributes; true when the role written is a widget's.
    private mutating func writeAccessibilityAttributes(_ accessibility: ResolvedAccessibility) -> Bool {
        if let identifier = accessibility.identifier { writer.attribute("data-accessibility-identifier", identifier) }
        if accessibility.isHidden {
            writer.attribute("aria-hidden", "true")
            return false
        }
        let role = HTMLAccessibilityRole(accessibility, isInteractive: isInteractive)
        var name = accessibility.spokenName
        if let role {
            writer.attribute("role", role.name)
            switch role {
            case .heading: writer.attribute("aria-level", String(accessibility.headingLevel ?? 2))
            case .toggle(let isOn): writer.attribute("aria-checked", isOn ? "true" : "false")
            case .slider(let value, let lower, let upper):
                writer.attribute("aria-valuenow", NumberFormatting.string(value))
                writer.attribute("aria-valuemin", NumberFormatting.string(lower))
                writer.attribute("aria-valuemax", NumberFormatting.string(upper))
                if let text = accessibility.value { writer.attribute("aria-valuetext", text) }
                name = accessibility.label
            case .progress(let fraction):
                if let fraction {
                    writer.attribute("aria-valuenow", NumberFormatting.string((fraction * 100).rounded()))
                    writer.attribute("aria-valuemin", "0")
                    writer.attribute("aria-valuemax", "100")
                }
                if let text = accessibility.value { writer.attribute("aria-valuetext", text) }
                name = accessibility.label
            case .textField(_, let isMultiline):
                // No aria-placeholder: Nu rejects it outside input elements, and the placeholder
                // is the box's visible text anyway.
                if isMultiline { writer.attribute("aria-multiline", "true") }
            case .button, .link, .searchField, .image, .group: break
            }
            if let name, !name.isEmpty { writer.attribute("aria-label", name) }
        }
        if accessibility.traits.contains(.isSelected) { writer.attribute("aria-current", "true") }
        if let hint = accessibility.hint { writer.attribute("title", hint) }
        return role?.isWidget ?? false
    }
}

/// The ARIA role an accessibility node is written with, or none.
enum HTMLAccessibilityRole {
    case heading, button, link, searchField, image, group
    case toggle(isOn: Bool)
    case slider(value: Double, lowerBound: Double, upperBound: Double)
    case progress(fractionCompleted: Double?)
    case textField(placeholder: String?, isMultiline: Bool)

    init?(_ accessibility: ResolvedAccessibility, isInteractive: Bool) {
        let traits = accessibility.traits
        // A text box must have a name (axe's aria-input-field-name); a TextEditor has no title,
        // so without a label it stays plain text.
        let isUnnamedTextField = if case .textField = accessibility.control { accessibility.spokenName == nil } else { false }
        if let control = accessibility.control, !isInteractive, !isUnnamedTextField {
            switch control {
            case .toggle(let isOn): self = .toggle(isOn: isOn)
            case .slider(let value, let lower, let upper): self = .slider(value: value, lowerBound: lower, upperBound: upper)
            case .progress(let fraction): self = .progress(fractionCompleted: fraction)
            case .textField(let placeholder, let isMultiline): self = .textField(placeholder: placeholder, isMultiline: isMultiline)
            }
        } else if traits.contains(.isHeader) {
            self = .heading
        } else if traits.contains(.isButton), !isInteractive {
            self = .button
        } else if traits.contains(.isLink), !isInteractive {
            self = .link
        } else if traits.contains(.isSearchField), !isInteractive {
            self = .searchField
        } else if traits.contains(.isImage) {
            self = .image
        } else if let children = accessibility.children, !children.isIgnore {
            self = .group
        } else if accessibility.spokenName != nil {
            self = .image
        } else if accessibility.children != nil {
            // One element with nothing to say: a group, since an image must have a name.
            self = .group
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .heading: "heading"
        case .button: "button"
        case .link: "link"
        case .searchField: "searchbox"
        case .image: "img"
        case .group: "group"
        case .toggle: "switch"
        case .slider: "slider"
        case .progress: "progressbar"
        case .textField: "textbox"
        }
    }

    /// Roles HTML treats as interactive, which may hold no other.
    var isWidget: Bool {
        switch self {
        case .button, .link, .searchField, .toggle, .slider, .textField: true
        case .heading, .image, .group, .progress: false
        }
    }
}
