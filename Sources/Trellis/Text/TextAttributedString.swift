import Foundation

// Foundation on Linux has no Markdown parser and none of the presentation attributes SwiftUI
// reads from an AttributedString, so Trellis parses inline Markdown itself (TextMarkdown.swift)
// and keeps each run's style in an attribute of its own, which `Text(_:)` reads back.

/// The inline style a Markdown run has: what `Text` draws for an `AttributedString` made by
/// `AttributedString(markdown:)`.
public enum TrellisInlineStyleAttribute: AttributedStringKey {
    /// The style of one run.
    public struct Value: Hashable, Sendable {
        var isStrong = false
        var isEmphasized = false
        var isCode = false
        var isStrikethrough = false
    }
    /// The attribute's name.
    public static let name = "TrellisInlineStyle"
}

extension AttributedString {
    /// Parses `markdown`'s inline markup (`**strong**`, `*emphasis*`, `` `code` ``,
    /// `~~strikethrough~~`, links' text) into styled runs, as Foundation does on Apple's platforms.
    /// Block markup (headings, lists) is kept as written, and whitespace is kept under every
    /// `options.interpretedSyntax` (`.inlineOnlyPreservingWhitespace`'s reading). Never throws; the
    /// signature is Foundation's.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for span in InlineMarkdown.spans(of: markdown) {
            var run = AttributedString(span.text)
            let style = TrellisInlineStyleAttribute.Value(
                isStrong: span.isStrong, isEmphasized: span.isEmphasized, isCode: span.isCode,
                isStrikethrough: span.isStrikethrough)
            if style != TrellisInlineStyleAttribute.Value() { run[TrellisInlineStyleAttribute.self] = style }
            append(run)
        }
    }
}

extension Text {
    /// Creates a text that shows an attributed string's characters, each run in the inline style
    /// `AttributedString(markdown:)` gave it.
    // Disfavored so that `Text(.init(markdown))`, a common idiom, still reads a
    // LocalizedStringKey (and its Markdown), as it does in SwiftUI, where AttributedString's
    // string initializer is generic and so ranks below LocalizedStringKey's.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var text: Text?
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters))
            if let style = run[TrellisInlineStyleAttribute.self] {
                if style.isStrong { piece = piece.bold() }
                if style.isEmphasized { piece = piece.italic() }
                if style.isCode { piece = piece.monospaced() }
                if style.isStrikethrough { piece = piece.strikethrough() }
            }
            text = text.map { $0 + piece } ?? piece
        }
        self = text ?? Text(verbatim: "")
    }
}
