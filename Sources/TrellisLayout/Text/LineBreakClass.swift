/// A character's line-breaking class, UAX #14's, for the characters outside ASCII (Chromium
/// decides between two ASCII characters with a table of its own; see BreakOpportunities).
///
/// The table covers what UI text meets: Latin, Greek, Cyrillic, Hebrew, Arabic, general and CJK
/// punctuation, kana, Hangul, ideographs, fullwidth forms and emoji. Other characters fall back on
/// their general category (letters AL, digits NU, marks CM, open and close punctuation OP/CL). The
/// classes of the complex scripts (SA: Thai, Lao, Khmer, Myanmar), which Chromium breaks with a
/// dictionary, are treated as AL: no break inside their words.
enum LineBreakClass: UInt8 {
    /// Letters and ordinary symbols; AI, SA and XX resolve to it.
    case al
    /// Break after: spaces other than U+0020, en dash, soft hyphen, hyphen.
    case ba
    /// Break before (acute accent, some symbols).
    case bb
    /// Em dash: break before and after, not between two.
    case b2
    case cl, cp, cm, ex, gl, hy, id, `in`, `is`, ns, nu, op, po, pr, qu, sp, sy, wj, zw, zwj
    /// Hebrew letters.
    case hl
    /// Hangul syllables (LV, LVT) and jamo.
    case h2, h3, jl, jv, jt
    case ri, eb, em
    case bk

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if let explicit = Self.explicit(value) {
            self = explicit
        } else if (0xAC00...0xD7A3).contains(value) {
            self = (value - 0xAC00) % 28 == 0 ? .h2 : .h3
        } else if scalar.properties.isEmojiModifier {
            self = .em
        } else if scalar.properties.isEmojiModifierBase {
            self = .eb
        } else if scalar.properties.isEmojiPresentation || Self.isIdeographicBlock(value) {
            self = .id
        } else {
            self = Self.byCategory(scalar)
        }
    }

    /// Whether a quotation mark opens (Pi) or closes (Pf): the rules for QU look at it.
    static func isInitialQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .initialPunctuation
    }

    static func isFinalQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .finalPunctuation
    }

    /// East_Asian_Width F, W or H, which the rules for quotes and brackets around CJK consult.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
            || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF01...0xFF60).contains(value)
            || (0xFF61...0xFFDC).contains(value) || (0xFFE0...0xFFE6).contains(value)
            || (0x20000...0x3FFFD).contains(value) || scalar.properties.isEmojiPresentation
    }

    private static func isIdeographicBlock(_ value: UInt32) -> Bool {
        (0x2E80...0x2FFF).contains(value) || (0x3040...0x33FF).contains(value)
            || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xA000...0xA4CF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF01...0xFF60).contains(value)
            || (0x1F000...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    private static func byCategory(_ scalar: Unicode.Scalar) -> LineBreakClass {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: .cm
        case .decimalNumber: .nu
        case .openPunctuation: .op
        case .closePunctuation: .cl
        case .initialPunctuation, .finalPunctuation: .qu
        case .dashPunctuation, .spaceSeparator: .ba
        case .currencySymbol: .pr
        case .lineSeparator, .paragraphSeparator: .bk
        default: .al
        }
    }

    /// Characters whose class their general category does not give, from UAX #14's data.
    private static func explicit(_ value: UInt32) -> LineBreakClass? {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let entry = ranges[middle]
            if value < entry.first {
                high = middle - 1
            } else if value > entry.last {
                low = middle + 1
            } else {
                return entry.kind
            }
        }
        return nil
    }

    // Sorted, non-overlapping. ASCII is here because a pair of one ASCII and one other character
    // is decided by these rules, not by Chromium's ASCII table.
    static let ranges: [(first: UInt32, last: UInt32, kind: LineBreakClass)] = [
        (0x09, 0x09, .ba), (0x0A, 0x0A, .bk), (0x0D, 0x0D, .bk), (0x20, 0x20, .sp), (0x21, 0x21, .ex),
        (0x22, 0x22, .qu), (0x23, 0x23, .al), (0x24, 0x24, .pr), (0x25, 0x25, .po), (0x26, 0x26, .al),
        (0x27, 0x27, .qu), (0x28, 0x28, .op), (0x29, 0x29, .cp), (0x2A, 0x2A, .al), (0x2B, 0x2B, .pr),
        (0x2C, 0x2C, .is), (0x2D, 0x2D, .hy), (0x2E, 0x2E, .is), (0x2F, 0x2F, .sy), (0x30, 0x39, .nu),
        (0x3A, 0x3B, .is), (0x3C, 0x3E, .al), (0x3F, 0x3F, .ex), (0x40, 0x40, .al), (0x5B, 0x5B, .op),
        (0x5C, 0x5C, .pr), (0x5D, 0x5D, .cp), (0x7B, 0x7B, .op), (0x7C, 0x7C, .ba), (0x7D, 0x7D, .cl),
        (0x85, 0x85, .bk), (0xA0, 0xA0, .gl), (0xA1, 0xA1, .op), (0xA2, 0xA2, .po), (0xA3, 0xA5, .pr),
        (0xAB, 0xAB, .qu), (0xAD, 0xAD, .ba), (0xB0, 0xB0, .po), (0xB1, 0xB1, .pr), (0xB4, 0xB4, .bb),
        (0xBB, 0xBB, .qu), (0xBF, 0xBF, .op), (0x2C8, 0x2C8, .bb), (0x2CC, 0x2CC, .bb), (0x2DF, 0x2DF, .bb),
        (0x34F, 0x34F, .gl), (0x35C, 0x362, .gl), (0x37E, 0x37E, .is), (0x589, 0x589, .is), (0x58A, 0x58A, .ba),
        (0x5BE, 0x5BE, .ba), (0x5C6, 0x5C6, .ex), (0x5D0, 0x5EA, .hl), (0x5EF, 0x5F2, .hl), (0x5F3, 0x5F4, .al),
        (0x609, 0x60B, .po), (0x60C, 0x60D, .is), (0x61B, 0x61B, .ex), (0x61D, 0x61F, .ex), (0x660, 0x669, .nu),
        (0x66A, 0x66A, .po), (0x66B, 0x66C, .nu), (0x6D4, 0x6D4, .ex), (0x6F0, 0x6F9, .nu), (0xE3F, 0xE3F, .pr),
        (0xF0B, 0xF0B, .ba), (0xF0C, 0xF0C, .gl), (0x1100, 0x115F, .jl), (0x1160, 0x11A7, .jv),
        (0x11A8, 0x11FF, .jt), (0x1680, 0x1680, .ba), (0x1806, 0x1806, .bb),
        (0x2000, 0x2006, .ba), (0x2007, 0x2007, .gl), (0x2008, 0x200A, .ba), (0x200B, 0x200B, .zw),
        (0x200C, 0x200C, .cm), (0x200D, 0x200D, .zwj), (0x200E, 0x200F, .cm), (0x2010, 0x2010, .ba),
        (0x2011, 0x2011, .gl), (0x2012, 0x2013, .ba), (0x2014, 0x2014, .b2), (0x2015, 0x2017, .al),
        (0x2018, 0x2019, .qu), (0x201A, 0x201A, .op), (0x201B, 0x201D, .qu), (0x201E, 0x201E, .op),
        (0x201F, 0x201F, .qu), (0x2020, 0x2023, .al), (0x2024, 0x2026, .in), (0x2027, 0x2027, .ba),
        (0x2028, 0x2029, .bk), (0x202A, 0x202E, .cm), (0x202F, 0x202F, .gl), (0x2030, 0x2037, .po),
        (0x2039, 0x203A, .qu), (0x203C, 0x203D, .ns), (0x2044, 0x2044, .is), (0x2045, 0x2045, .op),
        (0x2046, 0x2046, .cl), (0x2047, 0x2049, .ns), (0x2056, 0x2056, .ba), (0x2058, 0x205B, .ba),
        (0x205D, 0x205F, .ba), (0x2060, 0x2060, .wj), (0x2066, 0x206F, .cm), (0x20A0, 0x20A6, .pr),
        (0x20A7, 0x20A7, .po), (0x20A8, 0x20B5, .pr), (0x20B6, 0x20B6, .po), (0x20B7, 0x20BA, .pr),
        (0x20BB, 0x20BB, .po), (0x20BC, 0x20BD, .pr), (0x20BE, 0x20BE, .po), (0x20BF, 0x20CF, .pr),
        (0x2103, 0x2103, .po), (0x2109, 0x2109, .po), (0x2116, 0x2116, .pr), (0x2212, 0x2213, .pr),
        (0x2329, 0x2329, .op), (0x232A, 0x232A, .cl), (0x2762, 0x2763, .ex),
        (0x2768, 0x2768, .op), (0x2769, 0x2769, .cl), (0x276A, 0x276A, .op), (0x276B, 0x276B, .cl),
        (0x276C, 0x276C, .op), (0x276D, 0x276D, .cl), (0x276E, 0x276E, .op), (0x276F, 0x276F, .cl),
        (0x2770, 0x2770, .op), (0x2771, 0x2771, .cl), (0x2772, 0x2772, .op), (0x2773, 0x2773, .cl),
        (0x2774, 0x2774, .op), (0x2775, 0x2775, .cl), (0x2E18, 0x2E18, .op), (0x2E3A, 0x2E3B, .b2),
        (0x3000, 0x3000, .ba), (0x3001, 0x3002, .cl), (0x3005, 0x3005, .ns), (0x3008, 0x3008, .op),
        (0x3009, 0x3009, .cl), (0x300A, 0x300A, .op), (0x300B, 0x300B, .cl), (0x300C, 0x300C, .op),
        (0x300D, 0x300D, .cl), (0x300E, 0x300E, .op), (0x300F, 0x300F, .cl), (0x3010, 0x3010, .op),
        (0x3011, 0x3011, .cl), (0x3014, 0x3014, .op), (0x3015, 0x3015, .cl), (0x3016, 0x3016, .op),
        (0x3017, 0x3017, .cl), (0x3018, 0x3018, .op), (0x3019, 0x3019, .cl), (0x301A, 0x301A, .op),
        (0x301B, 0x301B, .cl), (0x301C, 0x301C, .ns), (0x301D, 0x301D, .op), (0x301E, 0x301F, .cl),
        (0x302A, 0x302F, .cm), (0x303B, 0x303C, .ns), (0x3099, 0x309A, .cm), (0x309B, 0x309E, .ns),
        (0x30A0, 0x30A0, .ns), (0x30FB, 0x30FB, .ns), (0x30FD, 0x30FE, .ns), (0xA015, 0xA015, .ns),
        (0xFE00, 0xFE0F, .cm), (0xFE10, 0xFE10, .is), (0xFE11, 0xFE12, .cl), (0xFE13, 0xFE14, .is),
        (0xFE15, 0xFE16, .ex), (0xFE17, 0xFE17, .op), (0xFE18, 0xFE18, .cl), (0xFE19, 0xFE19, .in),
        (0xFEFF, 0xFEFF, .wj), (0xFF01, 0xFF01, .ex), (0xFF04, 0xFF04, .pr), (0xFF05, 0xFF05, .po),
        (0xFF08, 0xFF08, .op), (0xFF09, 0xFF09, .cl), (0xFF0C, 0xFF0C, .cl), (0xFF0E, 0xFF0E, .cl),
        (0xFF1A, 0xFF1B, .ns), (0xFF1F, 0xFF1F, .ex), (0xFF3B, 0xFF3B, .op), (0xFF3D, 0xFF3D, .cl),
        (0xFF5B, 0xFF5B, .op), (0xFF5D, 0xFF5D, .cl), (0xFF5F, 0xFF5F, .op), (0xFF60, 0xFF61, .cl),
        (0xFF62, 0xFF62, .op), (0xFF63, 0xFF64, .cl), (0xFF65, 0xFF65, .ns), (0xFF66, 0xFF9D, .id),
        (0xFF9E, 0xFF9F, .ns), (0xFFE0, 0xFFE0, .po), (0xFFE1, 0xFFE1, .pr), (0xFFE5, 0xFFE6, .pr),
        (0x1F1E6, 0x1F1FF, .ri), (0xE0001, 0xE007F, .cm), (0xE0100, 0xE01EF, .cm),
    ]
}
