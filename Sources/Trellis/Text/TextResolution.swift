import Foundation

extension Text {
    /// `lhs` then `rhs` as one text, each keeping its own modifiers; a modifier on the sum applies
    /// to every part that does not set the same thing itself, as in SwiftUI.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation([lhs, rhs]))
    }

    /// The style a part of a text is drawn in: what its own modifiers and the modifiers of the
    /// texts around it set, the innermost winning; nil where the environment decides.
    struct PartStyle {
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var design: Font.Design?
        var color: Color.Resolved?
        /// A part's own underline and strikethrough (nil where the text sets none, so the
        /// `underline`/`strikethrough` view modifiers around it decide; `.none` when turned off).
        var underline: Text.LineStyle??
        var strikethrough: Text.LineStyle??
        var link: URL?

        /// `modifiers` applied outermost first (the last one written is the outermost), so that the
        /// one nearest the text wins.
        mutating func apply(_ modifiers: [Modifier], in environment: EnvironmentValues) {
            for modifier in modifiers.reversed() {
                switch modifier {
                case .font(let value): font = value
                case .weight(let value): weight = value
                case .italic: isItalic = true
                case .design(let value): design = value
                case .color(let value): color = value?.resolve(in: environment)
                case .style(let value): color = value._resolveColor(in: environment)
                case .underline(let isActive, let style): underline = .some(isActive ? style : nil)
                case .strikethrough(let isActive, let style): strikethrough = .some(isActive ? style : nil)
                case .kerning, .baselineOffset: break
                }
            }
        }

        /// The runs `string` is drawn in: one, or several where the font's small capitals
        /// (Font+SmallCaps.swift) change size.
        func runs(_ string: String, in environment: EnvironmentValues) -> [ResolvedTextRun] {
            let letters = (self.font ?? environment.font ?? environment.themeValue(\.fonts.body)).smallCapitals
            return run(string, in: environment).splittingSmallCapitals(letters)
        }

        func run(_ string: String, in environment: EnvironmentValues) -> ResolvedTextRun {
            var font = self.font ?? environment.font ?? environment.themeValue(\.fonts.body)
            if let design { font = font.design(design) }
            if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
            if isItalic || environment.isItalic { font = font.italic() }
            let underline = self.underline ?? environment.textUnderline
            let strikethrough = self.strikethrough ?? environment.textStrikethrough
            return ResolvedTextRun(
                string: string, font: font.resolve(in: environment),
                color: color ?? environment.resolvedForeground, link: link,
                isUnderlined: underline != nil, isStrikethrough: strikethrough != nil,
                underlineStyle: underline?.resolved(in: environment) ?? ResolvedLineStyle(),
                strikethroughStyle: strikethrough?.resolved(in: environment) ?? ResolvedLineStyle())
        }
    }

    /// Every part of this text, in order, with its style.
    private func collectRuns(_ style: PartStyle, in environment: EnvironmentValues, into runs: inout [ResolvedTextRun]) {
        var style = style
        style.apply(modifiers, in: environment)
        switch storage {
        case .verbatim(let string):
            runs.append(contentsOf: style.runs(string, in: environment))
        case .formatted(let formatting):
            runs.append(contentsOf: style.runs(formatting.format(in: environment), in: environment))
        case .markdown(let source):
            for span in InlineMarkdown.spans(of: source) {
                var spanStyle = style
                if span.isStrong { spanStyle.weight = .bold }
                if span.isEmphasized { spanStyle.isItalic = true }
                if span.isCode { spanStyle.design = .monospaced }
                if span.isStrikethrough { spanStyle.strikethrough = .some(.single) }
                if let link = span.link {
                    spanStyle.link = link
                    // SwiftUI paints a Markdown link in the tint, without an underline.
                    spanStyle.color = Color.accentColor.resolve(in: environment)
                }
                runs.append(contentsOf: spanStyle.runs(span.text, in: environment))
            }
        case .concatenation(let parts):
            for part in parts { part.collectRuns(style, in: environment, into: &runs) }
        case .localized(let parts):
            Text(storage: parts.storage(in: environment)).collectRuns(style, in: environment, into: &runs)
        case .lookup(let lookup):
            Text(storage: lookup.storage(in: environment)).collectRuns(style, in: environment, into: &runs)
        }
    }

    /// The text's own `kerning`/`tracking`/`baselineOffset` (the one nearest the text winning),
    /// else the environment's; parts of a `Text + Text` share the sum's.
    private func spacing(in environment: EnvironmentValues) -> ResolvedTextSpacing {
        var letterSpacing: CGFloat?
        var baselineOffset: CGFloat?
        for modifier in modifiers {
            switch modifier {
            case .kerning(let value): letterSpacing = letterSpacing ?? value
            case .baselineOffset(let value): baselineOffset = baselineOffset ?? value
            default: break
            }
        }
        return ResolvedTextSpacing(
            letterSpacing: letterSpacing ?? environment.textLetterSpacing,
            lineSpacing: environment.lineSpacing,
            baselineOffset: baselineOffset ?? environment.textBaselineOffset,
            minimumScaleFactor: environment.minimumScaleFactor,
            allowsTightening: environment.allowsTightening)
    }

    func resolvedText(in environment: EnvironmentValues) -> ResolvedText {
        var collected: [ResolvedTextRun] = []
        collectRuns(PartStyle(), in: environment, into: &collected)
        if let textCase = environment.textCase {
            let locale = environment.locale
            for index in collected.indices {
                collected[index].string = textCase.apply(to: collected[index].string, locale: locale)
            }
        }
        var runs: [ResolvedTextRun] = []
        for run in collected where !run.string.isEmpty {
            if let last = runs.last, last.hasStyle(of: run) {
                runs[runs.count - 1].string += run.string
            } else {
                runs.append(run)
            }
        }
        // One style for the whole text: no runs, the text carries it (and an empty text its own).
        let only = runs.count <= 1 && runs.first?.link == nil
        let base = only ? (runs.first ?? collected.first ?? PartStyle().run("", in: environment))
            : runs.max { $0.font.leading < $1.font.leading } ?? runs[0]
        return ResolvedText(
            string: only ? base.string : runs.map(\.string).joined(),
            font: base.font,
            color: only ? base.color : runs[0].color,
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment,
            isUnderlined: only ? base.isUnderlined : Self.sharedLine(of: runs, \.isUnderlined, \.underlineStyle) != nil,
            isStrikethrough: only ? base.isStrikethrough : Self.sharedLine(of: runs, \.isStrikethrough, \.strikethroughStyle) != nil,
            truncationMode: environment.truncationMode,
            runs: only ? [] : runs,
            gradient: only ? wholeTextGradient(in: environment) : nil,
            spacing: spacing(in: environment),
            underlineStyle: only ? base.underlineStyle : Self.sharedLine(of: runs, \.isUnderlined, \.underlineStyle) ?? ResolvedLineStyle(),
            strikethroughStyle: only ? base.strikethroughStyle : Self.sharedLine(of: runs, \.isStrikethrough, \.strikethroughStyle) ?? ResolvedLineStyle())
    }

    /// The line every run draws in one style, which the text then draws across them all; nil
    /// when some run has none or they differ, so each run draws its own.
    private static func sharedLine(
        of runs: [ResolvedTextRun], _ isDrawn: KeyPath<ResolvedTextRun, Bool>, _ style: KeyPath<ResolvedTextRun, ResolvedLineStyle>
    ) -> ResolvedLineStyle? {
        guard let first = runs.first, runs.allSatisfy({ $0[keyPath: isDrawn] && $0[keyPath: style] == first[keyPath: style] }) else { return nil }
        return first[keyPath: style]
    }
}
