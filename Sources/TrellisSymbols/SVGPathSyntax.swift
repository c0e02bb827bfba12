import Foundation

/// A checker for SVG 1.1 path data (the grammar of the `d` attribute, SVG 1.1 §8.3.9), so a
/// user's symbol file that a browser would draw wrong, or stop drawing part-way, is an error that
/// says where instead.
///
/// It reads the whole grammar: the commands MmZzLlHhVvCcSsQqTtAa, numbers with signs, fractions
/// and exponents written with or without separators (`M1-2.5.5e1`), implicit repeats of a
/// command's arguments (a moveto's extra pairs are linetos), and arc flags, which are one digit
/// each and need no separator (`a1 1 0 00 1 1`).
public enum SVGPathSyntax {
    /// Where path data breaks the grammar, and how.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, such as `expected a number after 'L'`.
        public var message: String
        /// Where in the path data, counted in bytes from 0.
        public var offset: Int

        public var description: String { "\(message) at offset \(offset)" }
    }

    /// Throws the first place where `data` leaves the grammar. Empty data is an error too: it is
    /// valid SVG, but a symbol's path that draws nothing is a mistake.
    public static func check(_ data: String) throws(Error) {
        var reader = Reader(bytes: Array(data.utf8))
        try reader.readPath()
    }

    /// How many arguments each command takes, and which of them are flags or radii.
    static func arguments(of command: UInt8) -> [Argument]? {
        switch command | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): [.number, .number]
        case UInt8(ascii: "h"), UInt8(ascii: "v"): [.number]
        case UInt8(ascii: "c"): Array(repeating: .number, count: 6)
        case UInt8(ascii: "s"), UInt8(ascii: "q"): Array(repeating: .number, count: 4)
        case UInt8(ascii: "a"): [.radius, .radius, .number, .flag, .flag, .number, .number]
        case UInt8(ascii: "z"): []
        default: nil
        }
    }

    enum Argument { case number, radius, flag }

    struct Reader {
        let bytes: [UInt8]
        var offset = 0
        /// Every command and number read, in order, when not nil (`SVGPathSyntax.translated`).
        var tokens: [Token]?

        /// A command letter (`index` -1, an empty range) or one of its numbers: `index` counts the
        /// command's arguments from 0 within one set, `range` is where its bytes are.
        struct Token {
            var command: UInt8
            var index: Int
            var range: Range<Int>
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func readPath() throws(Error) {
            skipWhitespace()
            guard let first = current else { throw Error(message: "the path data is empty", offset: 0) }
            guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
                throw Error(message: "path data must start with a moveto ('M' or 'm'), not \(Self.describe(first))", offset: offset)
            }
            while let byte = current {
                guard let arguments = SVGPathSyntax.arguments(of: byte) else {
                    throw Error(message: "expected a command letter (one of MmZzLlHhVvCcSsQqTtAa), found \(Self.describe(byte))", offset: offset)
                }
                let letter = Character(Unicode.Scalar(byte))
                tokens?.append(Token(command: byte, index: -1, range: offset..<offset))
                offset += 1
                skipWhitespace()
                if arguments.isEmpty { continue }
                try readArguments(arguments, of: letter)
            }
        }

        /// One or more sets of a command's arguments, separated by optional comma-whitespace.
        mutating func readArguments(_ arguments: [Argument], of command: Character) throws(Error) {
            var isFirstSet = true
            while true {
                for (index, argument) in arguments.enumerated() {
                    if index > 0 || !isFirstSet { skipCommaWhitespace() }
                    try read(argument, number: index + 1, of: arguments.count, command: command, first: isFirstSet && index == 0)
                }
                isFirstSet = false
                let beforeSeparator = offset
                let hadComma = skipCommaWhitespace()
                guard let next = current, Self.startsNumber(next) else {
                    if hadComma {
                        throw Error(message: "expected a number after ',' (a comma may only separate numbers)", offset: offset)
                    }
                    offset = beforeSeparator
                    skipWhitespace()
                    return
                }
                offset = beforeSeparator
            }
        }

        mutating func read(_ argument: Argument, number: Int, of count: Int, command: Character, first: Bool) throws(Error) {
            let start = offset
            let what = first ? "after '\(command)'" : "for '\(command)' (number \(number) of \(count))"
            if argument == .flag {
                guard let byte = current, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
                    throw Error(message: "expected an arc flag (0 or 1) \(what)", offset: start)
                }
                offset += 1
                return
            }
            guard readNumber() else {
                throw Error(message: "expected a number \(what)", offset: start)
            }
            if tokens != nil, let letter = command.asciiValue {
                tokens!.append(Token(command: letter, index: number - 1, range: start..<offset))
            }
            if argument == .radius, bytes[start] == UInt8(ascii: "-") {
                throw Error(message: "an arc radius cannot be negative (number \(number) of '\(command)')", offset: start)
            }
        }

        /// sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?; false (offset
        /// unchanged) when no number starts here, or one starts and is not finished.
        mutating func readNumber() -> Bool {
            let start = offset
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            let integerDigits = skipDigits()
            var fractionDigits = 0
            if current == UInt8(ascii: ".") {
                offset += 1
                fractionDigits = skipDigits()
            }
            guard integerDigits + fractionDigits > 0 else {
                offset = start
                return false
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                let exponent = offset
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                // "1e" then a letter is not an exponent in browsers either: the number ends at 1
                // and 'e' is not a command, so the error lands on the 'e'.
                if skipDigits() == 0 { offset = exponent }
            }
            return true
        }

        mutating func skipDigits() -> Int {
            let start = offset
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
            return offset - start
        }

        mutating func skipWhitespace() {
            while let byte = current, Self.isWhitespace(byte) { offset += 1 }
        }

        /// (wsp+ ','? wsp*) | (',' wsp*); returns whether a comma was read.
        @discardableResult
        mutating func skipCommaWhitespace() -> Bool {
            skipWhitespace()
            guard current == UInt8(ascii: ",") else { return false }
            offset += 1
            skipWhitespace()
            return true
        }

        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        static func startsNumber(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        }

        static func describe(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
        }
    }
}
