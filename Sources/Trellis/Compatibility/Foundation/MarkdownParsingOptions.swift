import Foundation

// Foundation on Linux has no Markdown parser, so it has none of its options either; readers and
// chat apps pass them (`.inlineOnlyPreservingWhitespace` to keep a body's line breaks). Trellis
// parses inline Markdown itself (TextMarkdown.swift) and takes Foundation's options as written.

extension AttributedString {
    /// Foundation's options for `AttributedString(markdown:options:baseURL:)`.
    ///
    /// Trellis reads inline markup and keeps whitespace whatever the syntax, which is what `Text`
    /// draws for `.inlineOnlyPreservingWhitespace`; the other options are kept as given.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown the parser reads.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of Markdown, blocks included.
            case full
            /// Inline markup only.
            case inlineOnly
            /// Inline markup only, with whitespace and line breaks kept as written.
            case inlineOnlyPreservingWhitespace
        }

        /// What the parser does with Markdown it can't read.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throws an error.
            case throwError
            /// Returns what it could read.
            case returnPartiallyParsedIfPossible
        }

        /// Whether Apple's `^[text](attribute: value)` runs are read.
        public var allowsExtendedAttributes: Bool
        /// Which Markdown the parser reads.
        public var interpretedSyntax: InterpretedSyntax
        /// What the parser does with Markdown it can't read.
        public var failurePolicy: FailurePolicy
        /// The language of the text, for grammar agreement.
        public var languageCode: String?
        /// Whether each run records where in the source it came from.
        public var appliesSourcePositionAttributes: Bool

        /// Options with Foundation's defaults: full syntax, no extended attributes, throwing on failure.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }
}
