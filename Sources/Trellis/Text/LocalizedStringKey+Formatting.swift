/// A key's `\(value, format: style)` follows the environment's locale, as `Text(value, format:)`
/// does (one code path: `TextFormatting`). A key is made before any environment exists, so it
/// keeps its pieces, and the Text made from it formats them again where it resolves.
extension LocalizedStringKey {
    /// The pieces of an interpolated key, in order.
    struct FormattedParts: Hashable, Sendable {
        enum Segment: Sendable {
            /// Literal text, read as Markdown.
            case literal(String)
            /// A value inserted as it is, never read as Markdown.
            case value(String)
            /// A value formatted in the environment the text resolves in.
            case formatted(TextFormatting)
            /// A text interpolated with its own modifiers (`"\(value)\(Text("KCAL").font(.caption))"`),
            /// which SwiftUI draws in its own style.
            case text(Text)
        }

        var segments: [Segment] = []

        /// Whether a piece depends on the environment; a key without one needs no pieces.
        var isFormatted: Bool {
            segments.contains {
                switch $0 {
                case .formatted, .text: true
                case .literal, .value: false
                }
            }
        }

        /// What `Text(key)` stores for `environment`: as `Text.init(_:tableName:bundle:comment:)`
        /// decides for a key, with each formatted piece written in that environment.
        func storage(in environment: EnvironmentValues) -> Text.Storage {
            var key = "", source = ""
            // The pieces between interpolated texts, each read as a key; joined as `+` joins.
            var pieces: [Text] = []
            func flush() {
                guard !key.isEmpty else { return }
                pieces.append(Text(storage: InlineMarkdown.mayHaveMarkup(source) ? .markdown(source) : .verbatim(key)))
                key = ""
                source = ""
            }
            for segment in segments {
                switch segment {
                case .literal(let literal):
                    key += literal
                    source += literal
                case .value(let value):
                    key += value
                    source += InlineMarkdown.escaped(value)
                case .formatted(let formatting):
                    let value = formatting.format(in: environment)
                    key += value
                    source += InlineMarkdown.escaped(value)
                case .text(let text):
                    flush()
                    pieces.append(text)
                }
            }
            guard pieces.isEmpty else {
                flush()
                return .concatenation(pieces)
            }
            return InlineMarkdown.mayHaveMarkup(source) ? .markdown(source) : .verbatim(key)
        }

        // The key's strings already tell keys apart; the pieces only repeat them.
        static func == (a: FormattedParts, b: FormattedParts) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An interpolated text: its characters in the key's strings, and the text itself as a piece,
    /// so that its own font and color are drawn.
    mutating func appendText(_ text: Text) {
        let value = text.plainString()
        output += value
        source += InlineMarkdown.escaped(value)
        parts.segments.append(.text(text))
    }

    /// A formatted value: written in the default environment into the key's strings, and kept
    /// as a piece for the Text to format in its own.
    mutating func appendFormatted(_ formatting: TextFormatting) {
        let value = formatting.format(in: EnvironmentValues())
        output += value
        source += InlineMarkdown.escaped(value)
        parts.segments.append(.formatted(formatting))
    }
}
