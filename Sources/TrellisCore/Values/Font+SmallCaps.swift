// Small capitals (`.font(.caption.smallCaps())`). DejaVu, the family Trellis measures and draws
// in, has no small-capital glyphs, and a browser that synthesizes them measures differently from
// HarfBuzz. So Trellis synthesizes them itself, before layout: each letter that becomes a small
// capital is written as its capital in a run of its own at a smaller size, so the layout engine
// measures, and both emitters draw, exactly the same runs.

extension Font {
    /// The letters a font draws as small capitals.
    package struct SmallCapitals: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Lowercase letters become small capitals ("Climate" reads C-LIMATE).
        package static let lowercase = SmallCapitals(rawValue: 1)
        /// Uppercase letters become small capitals too.
        package static let uppercase = SmallCapitals(rawValue: 2)
    }

    /// A small capital is about as tall as a lowercase letter: DejaVu Sans's x-height over its
    /// cap height (1120 / 1493 units) is the size a small capital is drawn at, relative to the font.
    package static let smallCapitalScale: CGFloat = 0.75

    /// This font with both lowercase and uppercase letters drawn as small capitals, as SwiftUI's
    /// `smallCaps()` does: every letter reads as a capital of the lowercase letters' height.
    public func smallCaps() -> Font { withSmallCapitals([.lowercase, .uppercase]) }

    /// This font with its lowercase letters drawn as small capitals, its capitals kept: the
    /// look of a label in small caps ("Climate On" reads as C-LIMATE O-N).
    public func lowercaseSmallCaps() -> Font { withSmallCapitals(.lowercase) }

    /// This font with its uppercase letters drawn as small capitals, its lowercase letters kept:
    /// acronyms that sit at the height of the text around them ("NASA" in a sentence).
    public func uppercaseSmallCaps() -> Font { withSmallCapitals(.uppercase) }

    private func withSmallCapitals(_ letters: SmallCapitals) -> Font {
        var copy = self
        copy.smallCapitals.formUnion(letters)
        return copy
    }
}

extension ResolvedTextRun {
    /// The run split where its letters turn from full size to small capitals and back, each
    /// small capital written as its capital at `Font.smallCapitalScale` of the run's size. A
    /// character that is neither lowercase nor uppercase (a digit, a space) joins the stretch it
    /// is in, so a word of small capitals stays one run.
    package func splittingSmallCapitals(_ letters: Font.SmallCapitals) -> [ResolvedTextRun] {
        guard !letters.isEmpty else { return [self] }
        var small = font
        small.size = ResolvedLength.size(font.size * Font.smallCapitalScale)
        var pieces: [(isSmall: Bool, text: String)] = []
        for character in string {
            let isSmall: Bool? =
                character.isLowercase ? letters.contains(.lowercase)
                : character.isUppercase ? letters.contains(.uppercase) : nil
            let current = pieces.last?.isSmall ?? false
            let becomesSmall = isSmall ?? current
            let shown = becomesSmall && character.isLowercase ? character.uppercased() : String(character)
            if let last = pieces.last, last.isSmall == becomesSmall {
                pieces[pieces.count - 1].text += shown
            } else {
                pieces.append((becomesSmall, shown))
            }
        }
        return pieces.map { piece in
            var run = self
            run.string = piece.text
            // The line keeps the full font's height, as a small capital sits on the same baseline.
            if piece.isSmall { run.font = small }
            return run
        }
    }
}
