import Trellis

// Swift spellings of the recipes' values and modifiers.
extension SwiftSource {
    /// A string literal that reads back as `text`: every character that could change meaning or
    /// vanish in an editor (controls, format and bidi characters, combining marks) is written as
    /// `\u{…}`.
    static func literal(_ text: String) -> String {
        // Swift refuses noncharacters in a literal, even as escapes; such a string is spelled as
        // its UTF-8 bytes (a concatenation would be faster to read and far slower to type-check).
        if text.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) {
            return "String(decoding: [" + text.utf8.map { String($0) }.joined(separator: ", ") + "] as [UInt8], as: UTF8.self)"
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .unassigned,
                     .privateUse, .surrogate, .lineSeparator, .paragraphSeparator, .spaceSeparator:
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func literal(_ text: FuzzString) -> String {
        switch text {
        case .literal(let value): literal(value)
        case .repeated(let piece, let count): "String(repeating: \(literal(piece)), count: \(count))"
        }
    }

    /// A number as a Swift expression of type Double or CGFloat.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
        if value == .leastNonzeroMagnitude { return ".leastNonzeroMagnitude" }
        return "\(value)"
    }

    static func optional(_ value: Double?) -> String {
        value.map(number) ?? "nil"
    }

    static let helperSources: [String: String] = [
        "FuzzThird": """
            struct FuzzThird: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
            }

            extension VerticalAlignment {
                static let fuzzThird = VerticalAlignment(FuzzThird.self)
            }

            """,
        "FuzzEnvironmentReader": """
            struct FuzzEnvironmentReader: View {
                @Environment(\\.colorScheme) var colorScheme
                @Environment(\\.theme) var theme
                @Environment(\\.isEnabled) var isEnabled

                var body: some View {
                    HStack {
                        Text(verbatim: theme.name)
                        Text(verbatim: colorScheme == .dark ? "dark" : "light")
                        if !isEnabled {
                            Image(systemName: "xmark")
                        }
                    }
                }
            }

            """,
        "FuzzCard": """
            struct FuzzCard: ViewModifier {
                let title: String

                func body(content: Content) -> some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(verbatim: title).font(.caption)
                        content
                    }
                    .padding(8)
                    .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
                }
            }

            """,
        "FuzzButtonStyle": """
            struct FuzzButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(6)
                        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
                        .overlay(Capsule().stroke(.tint))
                }
            }

            """,
    ]
}

extension ModifierRecipe {
    /// Names Text has methods of its own for, which return Text instead of a modified view.
    var hasTextMethodName: Bool {
        switch self {
        case .font, .fontWeight, .bold, .italic, .foregroundColor: true
        default: false
        }
    }

    /// The modifier as one line, `.padding(8.0)`; layers with a view use `SwiftSource.Printer`.
    var source: String {
        let n = SwiftSource.number
        let o = SwiftSource.optional
        switch self {
        case .padding(.all, nil): return ".padding()"
        case .padding(.all, let length?): return ".padding(\(n(length)))"
        case .padding(let edges, nil): return ".padding(.\(edges.rawValue))"
        case .padding(let edges, let length?): return ".padding(.\(edges.rawValue), \(n(length)))"
        case .paddingInsets(let top, let leading, let bottom, let trailing):
            return ".padding(EdgeInsets(top: \(n(top)), leading: \(n(leading)), bottom: \(n(bottom)), trailing: \(n(trailing))))"
        case .frame(let width, let height, let alignment):
            var arguments: [String] = []
            if width != nil || height == nil { arguments.append("width: \(o(width))") }
            if let height { arguments.append("height: \(n(height))") }
            if alignment != .center { arguments.append("alignment: \(alignment.source)") }
            return ".frame(" + arguments.joined(separator: ", ") + ")"
        case .flexibleFrame(let frame):
            let bounds: [(String, Double?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            var arguments = bounds.compactMap { label, value in value.map { "\(label): \(n($0))" } }
            // With no bound the call would be ambiguous with `frame(width:height:)`.
            if arguments.isEmpty { arguments.append("minWidth: nil") }
            if frame.alignment != .center { arguments.append("alignment: \(frame.alignment.source)") }
            return ".frame(" + arguments.joined(separator: ", ") + ")"
        case .layoutPriority(let value): return ".layoutPriority(\(n(value)))"
        case .background(let layer, _): return ".background { \(SwiftSource.expression(layer)) }"
        case .backgroundStyle(let style): return ".background(\(style.source))"
        case .backgroundIn(let style, let shape): return ".background(\(style.source), in: \(shape.source))"
        case .themeBackground: return ".background()"
        case .overlay(let layer, _): return ".overlay { \(SwiftSource.expression(layer)) }"
        case .overlayStyle(let style): return ".overlay(\(style.source))"
        case .overlayIn(let style, let shape): return ".overlay(\(style.source), in: \(shape.source))"
        case .border(let style, let width): return ".border(\(style.source)" + (width.map { ", width: \(n($0))" } ?? "") + ")"
        case .cornerRadius(let radius): return ".cornerRadius(\(n(radius)))"
        case .clipShape(let shape): return ".clipShape(\(shape.source))"
        case .clipped: return ".clipped()"
        case .opacity(let value): return ".opacity(\(n(value)))"
        case .font(let font): return ".font(\(font?.source ?? "nil"))"
        case .fontWeight(let weight): return ".fontWeight(\(weight.map { "." + $0.rawValue } ?? "nil"))"
        case .bold(let isActive): return isActive ? ".bold()" : ".bold(false)"
        case .italic(let isActive): return isActive ? ".italic()" : ".italic(false)"
        case .foregroundColor(let color): return ".foregroundColor(\(color?.source ?? "nil"))"
        case .foregroundStyle(let style): return ".foregroundStyle(\(style.source))"
        case .tint(let color): return ".tint(\(color?.source ?? "nil"))"
        case .lineLimit(let limit): return ".lineLimit(\(limit.map(String.init) ?? "nil"))"
        case .multilineTextAlignment(let alignment): return ".multilineTextAlignment(.\(alignment.rawValue))"
        case .preferredColorScheme(let scheme): return ".preferredColorScheme(\(scheme.map { "." + $0.rawValue } ?? "nil"))"
        case .colorScheme(let scheme): return ".environment(\\.colorScheme, .\(scheme.rawValue))"
        case .dynamicTypeSize(let size): return ".dynamicTypeSize(.\(size.rawValue))"
        case .dynamicTypeSizeRange(let range):
            return ".dynamicTypeSize(DynamicTypeSize.\(range.lowerBound.rawValue)...DynamicTypeSize.\(range.upperBound.rawValue))"
        case .disabled(let isDisabled): return ".disabled(\(isDisabled))"
        case .theme(let theme): return ".theme(.\(theme.rawValue))"
        case .buttonStyle(.custom): return ".buttonStyle(FuzzButtonStyle())"
        case .buttonStyle(let style): return ".buttonStyle(.\(style.rawValue))"
        case .listStyle(let style): return ".listStyle(.\(style.rawValue))"
        case .pickerStyle(let style): return ".pickerStyle(.\(style.rawValue))"
        case .navigationTitle(let title): return ".navigationTitle(\(SwiftSource.literal(title)))"
        case .navigationBarTitleDisplayMode(let mode): return ".navigationBarTitleDisplayMode(.\(mode.rawValue))"
        case .tag(let tag): return ".tag(\(tag))"
        case .stringTag(let tag): return ".tag(\(SwiftSource.literal(tag)))"
        case .card(let title): return ".modifier(FuzzCard(title: \(SwiftSource.literal(title))))"
        case .accessibility(let recipe): return recipe.source
        case .listRow(let recipe): return recipe.source
        case .textSpacing(let recipe): return recipe.source
        case .listLayout(let recipe): return recipe.source
        case .effect(let recipe): return recipe.source
        case .alignmentGuide(let recipe): return recipe.source
        case .containerRelative(let recipe): return recipe.source
        case .appModifier(let recipe): return recipe.source
        }
    }
}

extension TextStyling {
    var source: String {
        switch self {
        case .font(let font): ".font(\(font?.source ?? "nil"))"
        case .fontWeight(let weight): ".fontWeight(\(weight.map { "." + $0.rawValue } ?? "nil"))"
        case .bold: ".bold()"
        case .italic: ".italic()"
        case .foregroundColor(let color): ".foregroundColor(\(color?.source ?? "nil"))"
        case .underline(let isActive): isActive ? ".underline()" : ".underline(false)"
        case .strikethrough(let isActive): isActive ? ".strikethrough()" : ".strikethrough(false)"
        case .underlineStyle(let line): ".underline(true, pattern: .\(line.pattern.rawValue), color: \(line.color?.source ?? "nil"))"
        case .strikethroughStyle(let line): ".strikethrough(true, pattern: .\(line.pattern.rawValue), color: \(line.color?.source ?? "nil"))"
        }
    }
}

extension ColorRecipe {
    var source: String {
        let n = SwiftSource.number
        switch self {
        case .named(let name): return "Color.\(name)"
        case .rgb(let red, let green, let blue, let opacity):
            return "Color(red: \(n(red)), green: \(n(green)), blue: \(n(blue)), opacity: \(n(opacity)))"
        case .white(let white): return "Color(white: \(n(white)))"
        case .semantic(let name): return "Color(.\(name))"
        case .opacity(let base, let opacity): return base.source + ".opacity(\(n(opacity)))"
        }
    }
}

extension StyleRecipe {
    var source: String {
        switch self {
        case .color(let color): color.source
        case .hierarchical(let level): "." + StyleRecipe.hierarchicalNames[min(level, 3)]
        case .tint: ".tint"
        case .gradient(let gradient): gradient.source
        }
    }
}

extension ShapeRecipe {
    var source: String {
        let n = SwiftSource.number
        switch self {
        case .rectangle: return "Rectangle()"
        case .roundedRectangle(let radius, let continuous):
            return "RoundedRectangle(cornerRadius: \(n(radius)), style: .\(continuous ? "continuous" : "circular"))"
        case .roundedRectangleSize(let width, let height):
            return "RoundedRectangle(cornerSize: CGSize(width: \(n(width)), height: \(n(height))))"
        case .circle: return "Circle()"
        case .ellipse: return "Ellipse()"
        case .capsule(let continuous): return "Capsule(style: .\(continuous ? "continuous" : "circular"))"
        default: return drawingSource
        }
    }
}

extension ShapePaint {
    var source: String {
        let width: (Double?) -> String = { $0.map { "lineWidth: " + SwiftSource.number($0) } ?? "" }
        switch self {
        case .plain: return ""
        case .fill(let style): return ".fill(\(style?.source ?? ""))"
        case .stroke(let style, let lineWidth):
            return ".stroke(" + [style?.source, lineWidth.map { _ in width(lineWidth) }].compactMap { $0 }.joined(separator: ", ") + ")"
        case .strokeBorder(let style, let lineWidth):
            return ".strokeBorder(" + [style?.source, lineWidth.map { _ in width(lineWidth) }].compactMap { $0 }.joined(separator: ", ") + ")"
        case .trimmedStroke: return trimmedStrokeSource
        }
    }
}

extension FontRecipe {
    var source: String {
        switch self {
        case .textStyle(let style):
            return "." + style.rawValue
        case .system(let style, let design, let weight):
            var arguments = ["." + style.rawValue]
            if let design { arguments.append("design: .\(design.rawValue)") }
            if let weight { arguments.append("weight: .\(weight.rawValue)") }
            return ".system(" + arguments.joined(separator: ", ") + ")"
        case .size(let size, let weight, let design):
            var arguments = ["size: " + SwiftSource.number(size)]
            if let weight { arguments.append("weight: .\(weight.rawValue)") }
            if let design { arguments.append("design: .\(design.rawValue)") }
            return ".system(" + arguments.joined(separator: ", ") + ")"
        case .bold(let base): return base.source + ".bold()"
        case .italic(let base): return base.source + ".italic()"
        case .weight(let base, let weight): return base.source + ".weight(.\(weight.rawValue))"
        }
    }
}

extension AlignmentRecipe {
    var source: String {
        name.map { "." + $0 } ?? "Alignment(horizontal: .\(horizontal.rawValue), vertical: .\(vertical.rawValue))"
    }
}
