import Foundation

extension SVGPathSyntax {
    /// The extent of path data: the smallest box holding every point a command names (end points
    /// and curve control points, which a curve never leaves; an arc's end points only).
    public struct Bounds: Hashable, Sendable {
        /// The smallest x any point has.
        public var minX: Double
        /// The smallest y any point has.
        public var minY: Double
        /// The largest x any point has.
        public var maxX: Double
        /// The largest y any point has.
        public var maxY: Double

        mutating func include(_ x: Double, _ y: Double) {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        /// The box holding both.
        public func union(_ other: Bounds) -> Bounds {
            Bounds(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }
    }

    /// `data` moved by (`dx`, `dy`), and the moved path's bounds. Absolute coordinates are moved
    /// (a first `m`'s pair too, which SVG reads as absolute); relative ones are left as written,
    /// so the rest of the path is byte-for-byte what it was. One pass over the data.
    ///
    /// Used to bring a drawing whose coordinates sit anywhere (an SF Symbols template's glyph,
    /// drawn about its baseline) onto a grid that starts at 0 0, as a symbol's must.
    public static func translated(_ data: String, dx: Double, dy: Double) throws(Error) -> (path: String, bounds: Bounds) {
        let bytes = Array(data.utf8)
        var reader = Reader(bytes: bytes, tokens: [])
        try reader.readPath()
        let tokens = reader.tokens!
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        var bounds = Bounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        // The current point and the start of the subpath, in the moved coordinates.
        var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        var index = 0
        var isFirstSet = true, followsCommand = false
        while index < tokens.count {
            let token = tokens[index]
            if token.index == -1 {
                if token.command | 0x20 == UInt8(ascii: "z") { current = start }
                followsCommand = true
                index += 1
                continue
            }
            // One set of a command's arguments: its numbers up to the next command or next set.
            var end = index + 1
            while end < tokens.count, tokens[end].index > tokens[end - 1].index { end += 1 }
            let set = tokens[index..<end]
            let command = token.command
            let lower = command | 0x20
            let isAbsolute = command != lower || (isFirstSet && lower == UInt8(ascii: "m"))
            isFirstSet = false
            var values = set.map { Double(String(decoding: bytes[$0.range], as: UTF8.self)) ?? 0 }
            // Which numbers are x and which y: arcs name radii, a rotation and flags first.
            let xIndices: [Int], yIndices: [Int]
            switch lower {
            case UInt8(ascii: "h"): (xIndices, yIndices) = ([0], [])
            case UInt8(ascii: "v"): (xIndices, yIndices) = ([], [0])
            case UInt8(ascii: "a"): (xIndices, yIndices) = ([set.count - 2], [set.count - 1])
            default: (xIndices, yIndices) = (Array(stride(from: 0, to: set.count, by: 2)), Array(stride(from: 1, to: set.count, by: 2)))
            }
            if isAbsolute {
                for i in xIndices { values[i] += dx }
                for i in yIndices { values[i] += dy }
                for i in (xIndices + yIndices).sorted() {
                    let range = set[set.startIndex + i].range
                    output += bytes[copied..<range.lowerBound]
                    if let last = output.last, last == UInt8(ascii: ".") || (last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9")) {
                        output.append(UInt8(ascii: " "))
                    }
                    output += Array(Self.format(values[i]).utf8)
                    // A number that follows with no separator but its own '.' must stay apart.
                    if range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: ".") { output.append(UInt8(ascii: " ")) }
                    copied = range.upperBound
                }
            }
            // Every named point, absolute, for the bounds and the current point.
            let base = isAbsolute ? (x: 0.0, y: 0.0) : current
            switch lower {
            case UInt8(ascii: "h"): current.x = base.x + values[0]
            case UInt8(ascii: "v"): current.y = base.y + values[0]
            default:
                for (xi, yi) in zip(xIndices, yIndices) { bounds.include(base.x + values[xi], base.y + values[yi]) }
                current = (base.x + values[xIndices.last!], base.y + values[yIndices.last!])
            }
            bounds.include(current.x, current.y)
            // A moveto's further pairs are linetos: only its first starts a subpath.
            if lower == UInt8(ascii: "m"), followsCommand { start = current }
            followsCommand = false
            index = end
        }
        output += bytes[copied...]
        return (String(decoding: output, as: UTF8.self), bounds)
    }

    /// A coordinate with at most four decimals and no trailing zeros, the same on every machine.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
