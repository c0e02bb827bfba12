/// Where a line may break inside one paragraph, decided as Chromium decides it for
/// `white-space: pre-wrap`:
/// - after a run of spaces (never before a space, so spaces stay at the end of the line and hang);
/// - between two printable ASCII characters, only where Chromium's own ASCII table allows it:
///   after "-" and "?" before most characters, and before "(", "<", "[" and "{" after most
///   punctuation, so "path/to/file", "a.b" and "x!y" stay whole though UAX #14 would break them;
///   "-" before a digit breaks only after a letter or digit ("ABCD-1234" but not " -5");
/// - when either side is outside ASCII (but not U+00A0), by UAX #14's rules as Unicode 15.1 has
///   them (the ICU in Chromium 156), pair by pair with the context those rules read.
enum BreakOpportunities {
    /// The UTF-16 offsets, strictly inside `units`, where a line may start.
    static func positions(in units: [UInt16]) -> [Int] {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(units.count)
        units.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let (value, length) = TextRuns.scalar(in: buffer, at: index)
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                offsets.append(index)
                index += length
            }
        }
        // Classes are only read when a pair involves a character outside ASCII.
        let classes = scalars.contains { $0.value > 0x7F } ? scalars.map { LineBreakClass($0) } : []
        let context = Context(scalars: scalars, classes: classes)
        var positions: [Int] = []
        for index in scalars.indices.dropFirst() where context.allowsBreak(before: index) {
            positions.append(offsets[index])
        }
        return positions
    }

    /// Chromium's ASCII pairs: whether a line may break between `before` and `after`, both in
    /// "!"..."\u{7F}" (spaces and the "-"-before-digit rule are handled first).
    static func asciiAllowsBreak(after before: UInt32, before after: UInt32) -> Bool {
        switch before {
        case 0x2D: // after "-", except before ! $ ) , . / : ; ? ] }
            switch after {
            case 0x21, 0x24, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return false
            default: return true
            }
        case 0x3F: // after "?", except before ! " ' ) , . / : ; ? ] } DEL
            switch after {
            case 0x21, 0x22, 0x27, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x7F: return false
            default: return true
            }
        case 0x21, 0x22, 0x23, 0x25, 0x26, 0x29, 0x2A, 0x2B, 0x2C, 0x2E, 0x3A, 0x3B, 0x3D, 0x3E, 0x5C, 0x5D, 0x7C, 0x7D, 0x7E:
            // after ! " # % & ) * + , . : ; = > \ ] | } ~, only before ( < [ {
            return after == 0x28 || after == 0x3C || after == 0x5B || after == 0x7B
        default:
            return false
        }
    }

    private struct Context {
        let scalars: [Unicode.Scalar]
        let classes: [LineBreakClass]

        func allowsBreak(before index: Int) -> Bool {
            let before = scalars[index - 1].value, after = scalars[index].value
            if isBreakableSpace(after) { return false }
            if isBreakableSpace(before) { return true }
            if before == 0x2D && isASCIIDigit(after) {
                return index >= 2 && isASCIIAlphanumeric(scalars[index - 2].value)
            }
            let isPrintableASCII = { (value: UInt32) in (0x21...0x7F).contains(value) }
            if isPrintableASCII(before) && isPrintableASCII(after) {
                return asciiAllowsBreak(after: before, before: after)
            }
            let needsRules = { (value: UInt32) in value > 0x7F && value != 0xA0 }
            return (needsRules(before) || needsRules(after)) && uax14AllowsBreak(before: index)
        }

        private func isBreakableSpace(_ value: UInt32) -> Bool { value == 0x20 || value == 0x09 }
        private func isASCIIDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }
        private func isASCIIAlphanumeric(_ value: UInt32) -> Bool {
            isASCIIDigit(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }

        private func isEastAsian(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && LineBreakClass.isEastAsian(scalars[index])
        }

        /// The character a run of combining marks belongs to (LB9): the index of its base.
        private func base(of index: Int) -> Int {
            var base = index
            while base >= 0 && (classes[base] == .cm || classes[base] == .zwj) { base -= 1 }
            return base
        }

        // The rules in UAX #14's order; the first that decides wins. Spaces never reach here.
        private func uax14AllowsBreak(before index: Int) -> Bool {
            let b = classes[index]
            if b == .zw { return false } // LB7
            if classes[index - 1] == .zw { return true } // LB8
            if classes[index - 1] == .zwj { return false } // LB8a
            if b == .cm || b == .zwj { return false } // LB9
            let baseIndex = base(of: index - 1)
            // LB10: marks with nothing to attach to are letters.
            let a = baseIndex < 0 || classes[baseIndex] == .sp ? LineBreakClass.al : classes[baseIndex]
            let beforeA = baseIndex - 1
            if a == .wj || b == .wj { return false } // LB11
            if a == .gl { return false } // LB12
            if b == .gl && a != .ba && a != .hy { return false } // LB12a
            if [.cl, .cp, .ex, .is, .sy].contains(b) { return false } // LB13
            if a == .op { return false } // LB14
            if (a == .cl || a == .cp) && b == .ns { return false } // LB16
            if a == .b2 && b == .b2 { return false } // LB17
            // LB19 and LB19a: quotation marks stick to their text unless East Asian text is beside them.
            if b == .qu {
                if !LineBreakClass.isInitialQuote(scalars[index]) { return false }
                if !isEastAsian(baseIndex) || !isEastAsian(index + 1) { return false }
            }
            if a == .qu {
                if baseIndex >= 0 && !LineBreakClass.isFinalQuote(scalars[baseIndex]) { return false }
                if !isEastAsian(index) || !isEastAsian(beforeA) { return false }
            }
            // LB20a: a word-initial hyphen stays with its word.
            if (a == .hy || (baseIndex >= 0 && scalars[baseIndex].value == 0x2010)) && (b == .al || b == .hl)
                && (beforeA < 0 || [.sp, .gl, .zw, .bk].contains(classes[beforeA])) {
                return false
            }
            if b == .ba || b == .hy || b == .ns || a == .bb { return false } // LB21
            if (a == .hy || a == .ba) && beforeA >= 0 && classes[beforeA] == .hl && b != .hl
                && !isEastAsian(baseIndex) { return false } // LB21a
            if a == .sy && b == .hl { return false } // LB21b
            if b == .in { return false } // LB22
            let isLetter = { (c: LineBreakClass) in c == .al || c == .hl }
            if (isLetter(a) && b == .nu) || (a == .nu && isLetter(b)) { return false } // LB23
            if a == .pr && [.id, .eb, .em].contains(b) { return false } // LB23a
            if [.id, .eb, .em].contains(a) && b == .po { return false }
            if (a == .pr || a == .po) && isLetter(b) { return false } // LB24
            if isLetter(a) && (b == .pr || b == .po) { return false }
            if [.cl, .cp, .nu].contains(a) && (b == .po || b == .pr) { return false } // LB25
            if (a == .po || a == .pr) && (b == .op || b == .nu) { return false }
            if [.hy, .is, .nu, .sy].contains(a) && b == .nu { return false }
            if a == .jl && [.jl, .jv, .h2, .h3].contains(b) { return false } // LB26
            if (a == .jv || a == .h2) && (b == .jv || b == .jt) { return false }
            if (a == .jt || a == .h3) && b == .jt { return false }
            let isKorean = { (c: LineBreakClass) in [.jl, .jv, .jt, .h2, .h3].contains(c) }
            if (isKorean(a) && b == .po) || (a == .pr && isKorean(b)) { return false } // LB27
            if isLetter(a) && isLetter(b) { return false } // LB28
            if a == .is && isLetter(b) { return false } // LB29
            if (isLetter(a) || a == .nu) && b == .op && !isEastAsian(index) { return false } // LB30
            if a == .cp && !isEastAsian(baseIndex) && (isLetter(b) || b == .nu) { return false }
            if a == .ri && b == .ri { // LB30a: flags pair up.
                var count = 0
                var cursor = index - 1
                while cursor >= 0 && classes[cursor] == .ri { count += 1; cursor -= 1 }
                return count % 2 == 0
            }
            if a == .eb && b == .em { return false } // LB30b
            return true // LB31
        }
    }
}
