import TrellisCore
import TrellisLayout

/// What each emitter writes for a text of styled runs: a line cut into pieces, each in the run
/// its characters come from. A line draws what its range of the string holds, except where the
/// engine changed it (a soft hyphen drawn as "‐", an ellipsis where it was truncated); those
/// characters are measured in the text's own font, so they take the style of the first run in
/// that font (the text's font is its tallest run's).
struct TextRunPieces {
    let units: [UInt16]
    /// Where each run ends, in UTF-16 offsets of the whole string.
    let ends: [Int]
    /// The run the characters the engine adds are drawn in.
    let addedRun: Int

    init(_ text: ResolvedText) {
        units = Array(text.string.utf16)
        addedRun = text.runs.firstIndex { $0.font == text.font } ?? 0
        var end = 0
        ends = text.runs.map { run in
            end += run.string.utf16.count
            return end
        }
    }

    struct Piece: Equatable {
        var run: Int
        var text: String
    }

    /// The run offset `offset` falls in (the last for the end).
    func run(at offset: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `line` in pieces.
    func pieces(of line: TextLine) -> [Piece] {
        let drawn = Array(line.text.utf16)
        let range = line.range.clamped(to: 0..<units.count)
        let source = units[range]
        var prefix = 0
        while prefix < drawn.count, prefix < source.count, drawn[prefix] == source[source.startIndex + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < drawn.count - prefix, suffix < source.count - prefix,
              drawn[drawn.count - 1 - suffix] == source[source.endIndex - 1 - suffix] { suffix += 1 }
        var pieces: [Piece] = []
        func append(_ run: Int, _ characters: ArraySlice<UInt16>) {
            guard !characters.isEmpty else { return }
            let text = String(decoding: characters, as: UTF16.self)
            if let last = pieces.last, last.run == run {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(run: run, text: text))
            }
        }
        func appendSource(_ sourceRange: Range<Int>) {
            var start = sourceRange.lowerBound
            while start < sourceRange.upperBound {
                let run = run(at: start)
                let end = min(ends[run], sourceRange.upperBound)
                append(run, units[start..<end])
                start = end
            }
        }
        appendSource(range.lowerBound..<range.lowerBound + prefix)
        append(addedRun, drawn[prefix..<drawn.count - suffix])
        appendSource(range.upperBound - suffix..<range.upperBound)
        return pieces
    }
}
