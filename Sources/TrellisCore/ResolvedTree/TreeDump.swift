/// A stable, readable text form of a resolved tree, one node per line, for tests and goldens.
extension ResolvedTree {
    /// The tree as text: a `screen` line with the title, theme, scheme and background, then one
    /// indented line per node with its kind and every concrete value. The same tree always gives
    /// the same text, which is what the `.dump` golden format stores.
    public func dump() -> String {
        var out = "screen"
        if let title { out += " title=" + quoted(title) }
        out += " theme=\(themeName) scheme=\(colorScheme.rawValue) background=\(background.dumpText)\n"
        root.dump(into: &out, depth: 1)
        return out
    }
}

extension ResolvedNode {
    /// The dump of this node and its subtree, starting at indentation `depth`.
    public func dump(depth: Int = 0) -> String {
        var out = ""
        dump(into: &out, depth: depth)
        return out
    }

    package func dump(into out: inout String, depth: Int) {
        out += String(repeating: "  ", count: depth)
        out += kind.dumpText
        if layoutPriority != 0 { out += " priority=" + NumberFormatting.string(layoutPriority) }
        out += "\n"
        if case .navigationLink(let destination) = kind {
            out += String(repeating: "  ", count: depth + 1) + "destination \(destination.name)"
            if let title = destination.tree.title { out += " title=" + quoted(title) }
            out += "\n"
            destination.tree.root.dump(into: &out, depth: depth + 2)
            out += String(repeating: "  ", count: depth + 1) + "label\n"
            for child in children { child.dump(into: &out, depth: depth + 2) }
            return
        }
        for child in children { child.dump(into: &out, depth: depth + 1) }
    }
}

package func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// A flexible frame's maximum may be infinite (the only infinity a resolved tree holds), which the
/// dump spells `inf`; the formatter has no spelling for it, as no output format may carry one.
private func number(_ value: CGFloat) -> String {
    value == .infinity ? "inf" : NumberFormatting.string(Double(value))
}

extension Color.Resolved {
    package var dumpText: String {
        opacity == 1 ? hexString : hexString + "@" + NumberFormatting.string(opacity)
    }
}

extension Font.Resolved {
    package var dumpText: String {
        "\(family) \(number(size))/\(number(lineHeight))" + (lineGap != 0 ? "+\(number(lineGap))" : "")
            + " w\(weight.value)" + (isItalic ? " italic" : "")
    }
}

extension Alignment {
    package var dumpText: String { "\(horizontal.dumpName)-\(vertical.dumpName)" }
}

extension EdgeInsets {
    package var dumpText: String { "\(number(top)) \(number(leading)) \(number(bottom)) \(number(trailing))" }
}

extension ShapeKind {
    package var dumpText: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius, let style): "roundedRectangle(\(number(radius)) \(style.rawValue))"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .path(let path): path.dumpText
        }
    }
}

extension ResolvedNode.Kind {
    package var dumpText: String {
        switch self {
        case .text(let text):
            var out = "text \(quoted(text.string)) font=\(text.font.dumpText) color=\(text.color.dumpText)"
            if let limit = text.lineLimit { out += " lineLimit=\(limit)" }
            if text.alignment != .leading { out += " align=\(text.alignment.rawValue)" }
            if text.isUnderlined { out += text.underlineStyle.isDefault ? " underline" : " underline(\(text.underlineStyle.dumpText))" }
            if text.isStrikethrough { out += text.strikethroughStyle.isDefault ? " strikethrough" : " strikethrough(\(text.strikethroughStyle.dumpText))" }
            if text.truncationMode != .tail { out += " truncation=\(text.truncationMode)" }
            if let gradient = text.gradient { out += " gradient=\(gradient.dumpText)" }
            if !text.spacing.isDefault { out += " " + text.spacing.dumpText }
            for run in text.runs {
                out += " [\(quoted(run.string)) font=\(run.font.dumpText) color=\(run.color.dumpText)"
                if let link = run.link { out += " link=" + quoted(link.absoluteString) }
                if run.isUnderlined { out += run.underlineStyle.isDefault ? " underline" : " underline(\(run.underlineStyle.dumpText))" }
                if run.isStrikethrough { out += run.strikethroughStyle.isDefault ? " strikethrough" : " strikethrough(\(run.strikethroughStyle.dumpText))" }
                out += "]"
            }
            return out
        case .image(let image):
            return "image \(quoted(image.systemName)) size=\(number(image.font.size)) color=\(image.color.dumpText)"
                + (image.isResizable ? " resizable" : "") + (image.scale != 1 ? " scale=\(number(image.scale))" : "")
                + (image.isAsset ? " asset" : "") + (image.asset.map { " \(number($0.size.width))x\(number($0.size.height)) \(quoted($0.path))" } ?? "")
                + (image.isDecorative ? " decorative" : "") + (image.rendering.dumpText.map { " rendering=\($0)" } ?? "")
        case .shape(let shape):
            var out = "shape \(shape.kind.dumpText)"
            if let paint = shape.paint { out += " fill=\(paint.dumpText)" }
            if let stroke = shape.stroke {
                out += " stroke=\(stroke.paint.dumpText) width=\(number(stroke.lineWidth))" + (stroke.isInset ? " inset" : "") + stroke.styleDumpText
            }
            return out
        case .color(let color): return "color \(color.dumpText)"
        case .spacer(let minLength): return "spacer min=\(number(minLength))"
        case .divider(let color, let thickness): return "divider \(color.dumpText) thickness=\(number(thickness))"
        case .stack(let stack):
            let name = switch stack.axis { case .horizontal: "hstack"; case .vertical: "vstack"; case nil: "zstack" }
            let alignment = switch stack.axis {
            case .horizontal: stack.alignment.vertical.dumpName
            case .vertical: stack.alignment.horizontal.dumpName
            case nil: stack.alignment.dumpText
            }
            return stack.axis == nil
                ? "\(name) alignment=\(alignment)"
                : "\(name) alignment=\(alignment) spacing=\(number(stack.spacing))"
        case .padding(let insets): return "padding \(insets.dumpText)"
        case .fixedFrame(let frame):
            return "frame width=\(NumberFormatting.string(frame.width)) height=\(NumberFormatting.string(frame.height)) alignment=\(frame.alignment.dumpText)"
                + (frame.gridColumnAlignment.map { " gridColumnAlignment=\($0.dumpName)" } ?? "")
                + (frame.containerRelative?.dumpText ?? "")
        case .flexibleFrame(let f):
            let values = [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                          ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
            let set = values.compactMap { name, value in value.map { "\(name)=\(number($0))" } }
            return (["flexFrame"] + set + ["alignment=\(f.alignment.dumpText)"]).joined(separator: " ")
        case .fixedSize(let horizontal, let vertical):
            return "fixedSize" + (horizontal ? " horizontal" : "") + (vertical ? " vertical" : "")
        case .background(let alignment): return "background alignment=\(alignment.dumpText)"
        case .overlay(let alignment): return "overlay alignment=\(alignment.dumpText)"
        case .clip(let shape): return "clip \(shape.dumpText)"
        case .opacity(let value): return "opacity \(NumberFormatting.string(value))"
        case .button(let button): return "button" + (button.role.map { " role=\($0.rawValue)" } ?? "")
        case .navigationLink: return "navigationLink"
        case .link(let destination): return "link " + quoted(destination.absoluteString)
        case .navigationStack(let bar):
            var out = "navigationStack"
            if let title = bar.title { out += " title=\(quoted(title))" }
            out += " mode=\(bar.titleDisplayMode.rawValue) bar=\(bar.background.dumpText) titleColor=\(bar.titleColor.dumpText) tint=\(bar.tint.dumpText)"
            if let back = bar.backTitle { out += " back=\(quoted(back))" }
            return out
        case .navigationBar: return "navigationBar"
        case .backButton: return "backButton"
        case .list(let style):
            let spacing = style.rowSpacing > 0 ? " rowSpacing=\(number(style.rowSpacing))" : ""
            return "list \(style.kind.rawValue) background=\(style.background.dumpText) rows=\(style.rowBackground.dumpText)\(spacing)"
                + style.sectionSpacingDumpText
        case .listSection: return "section"
        case .listHeader: return "header"
        case .listFooter: return "footer"
        case .listRow(let row):
            let details = row.dumpText
            return details.isEmpty ? "row" : "row \(details)"
        case .segmentedPicker(let style):
            return "segmentedPicker background=\(style.background.dumpText) selected=\(style.selectedBackground.dumpText)"
        case .segment(let isSelected): return isSelected ? "segment selected" : "segment"
        case .tagged(let isSelected): return isSelected ? "tagged selected" : "tagged"
        case .barSlot(let slot): return "barSlot " + slot.rawValue
        case .aspectRatio(let ratio, let mode):
            return "aspectRatio " + (ratio.map(number) ?? "ideal") + (mode == .fit ? " fit" : " fill")
        case .scroll(let scroll): return scroll.dumpText
        case .lazyGrid(let grid): return grid.dumpText
        case .grid(let grid): return grid.dumpText
        case .gridRow(let alignment): return "gridRow" + (alignment.map { " alignment=\($0.dumpName)" } ?? "")
        case .gridCell(let columns): return "gridCell columns=\(columns)"
        case .geometryReader(let reader): return reader.dumpText
        case .viewThatFits(let choice): return choice.dumpText
        case .accessibility(let accessibility): return accessibility.dumpText
        case .proportionalWidth(let width): return "proportionalWidth \(width.dumpText)"
        case .effect(let effect): return effect.dumpText
        case .stateLink(let link): return link.dumpText
        case .canvas(let canvas): return canvas.dumpText
        case .alignmentGuide(let guide): return guide.dumpText
        case .customLayout(let layout): return layout.dumpText
        case .layoutValues(let values): return values.dumpText
        case .anchorSource: return "anchorSource"
        }
    }
}

extension ResolvedListStyle {
    /// The dump's words for a section spacing other than the style's own (35 grouped, else 0).
    package var sectionSpacingDumpText: String {
        let standard: CGFloat = kind == .grouped || kind == .insetGrouped ? 35 : 0
        return sectionSpacing == standard ? "" : " sectionSpacing=" + NumberFormatting.string(Double(sectionSpacing))
    }
}
