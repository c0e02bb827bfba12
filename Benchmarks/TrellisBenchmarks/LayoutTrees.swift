import Trellis
import TrellisLayout

/// A long list without text, so layout's own cost shows without a measurer's: a VStack of rows,
/// each an HStack of a fixed-size color, a spacer, a symbol and a padded shape on a background.
/// The stacks divide real space (the spacer is flexible, the rest fixed), as in an app's rows.
struct WideBoxes: View {
    let rows: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in
                HStack {
                    Color.red.frame(width: 24, height: 24)
                    Spacer()
                    Image(systemName: "star.fill")
                    Rectangle().fill(Color.blue).frame(width: 40, height: 20).padding(4).background(Color.gray)
                }
            }
        }
    }
}

/// `depth` paddings around one color: a tree of `depth + 1` nodes without text, `depth` levels
/// deep. Like `NestedPadding`, the view nests itself, so its Swift type stays small.
struct NestedBoxes: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Color.blue
        } else {
            NestedBoxes(depth: depth - 1).padding(1)
        }
    }
}

/// A text-heavy list, the shape of the gallery's cards: each row a symbol beside a title and a
/// note that wraps at the phone's width, then a spacer. Titles are all different; notes repeat
/// from a handful, as an app's repeated captions do, so a measurer's cache sees both.
struct TextCards: View {
    let rows: Int

    static let notes = [
        "Water every other day",
        "Keep in bright, indirect light and turn the pot a quarter turn each week",
        "Repot in spring",
        "Mist the leaves in dry weather; wipe the dust off them once a month so they can breathe",
        "Feed monthly from April to September",
        "Toxic to cats and dogs",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<rows) { row in
                HStack(alignment: .top) {
                    Image(systemName: "leaf")
                    VStack(alignment: .leading, spacing: 2) {
                        Text(verbatim: "Plant " + String(row)).font(.headline)
                        Text(verbatim: Self.notes[row % Self.notes.count]).font(.subheadline)
                    }
                    Spacer(minLength: 0)
                }
            }
        }
    }
}

/// A measurer that costs the same for every string, so a text-heavy layout's figure with it is
/// the engine's own cost: every character 8 points wide, a line per `width` of them, and lines
/// taken from a table built once, so it allocates nothing per call.
struct ConstantTimeMeasurer: TextMeasuring {
    static let advance: CGFloat = 8
    static let lineHeight: CGFloat = 20
    static let maximumLines = 8
    private static let lineTables: [[TextLine]] = (0...maximumLines).map { count in
        (0..<count).map { TextLine(range: 0..<0, text: "", width: 0, baseline: CGFloat($0) * lineHeight + 16) }
    }

    func metrics(for font: Font.Resolved) -> FontMetrics {
        FontMetrics(ascent: 16, descent: 4, lineHeight: Self.lineHeight, baseline: 16)
    }

    func layout(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode) -> TextLayout {
        // utf8.count is constant time for a native string.
        let ideal = CGFloat(string.utf8.count) * Self.advance
        var count = 1
        if let width, width > 0, ideal > width { count = Int((ideal / width).rounded(.up)) }
        count = min(count, lineLimit ?? Self.maximumLines, Self.maximumLines)
        let lineWidth = count == 1 ? ideal : (width ?? ideal)
        return TextLayout(lines: Self.lineTables[count], size: CGSize(width: lineWidth, height: CGFloat(count) * Self.lineHeight))
    }
}
