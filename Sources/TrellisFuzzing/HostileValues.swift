import TrellisSite

/// The strings, numbers and symbol names trees are made of: mostly ordinary ones, so that pages
/// look like pages, and a share of hostile ones, the kind a user's data brings in.
enum HostileValues {
    static let ordinaryStrings = [
        "Hello", "Settings", "Row", "Plants", "Water every day", "OK", "Cancel", "Delete",
        "A longer line of text that has to wrap across the canvas at least once or twice",
        "Größe", "日本語のテキスト", "x",
    ]

    static let hostileStrings: [FuzzString] = {
        var controls = ""
        for value in 0x00...0x1F { controls.unicodeScalars.append(Unicode.Scalar(value)!) }
        // Swift literals refuse noncharacters, so they are added as scalars.
        var nonCharacters = "a"
        for value: UInt32 in [0xFFFE, 0xFFFF, 0xFDD0, 0x7F, 0x85] { nonCharacters.unicodeScalars.append(Unicode.Scalar(value)!) }
        return [
            .literal("<script>alert('x')</script><b>bold</b><!-- c -->"),
            .literal("<![CDATA[x]]> and ]]> and ]]]]>>"),
            .literal("\"double\" 'single' & &amp; &#60; &lt; a&&b"),
            .literal("start" + controls + "end"),
            .literal(nonCharacters + "b"),
            .literal("\u{0301}\u{0308} lone marks, e\u{0301}"),
            .literal("\u{200F}שלום\u{200E} abc \u{202E}reversed\u{202C}"),
            .literal("🌱 👩‍👩‍👧‍👦 🏳️‍🌈 1️⃣"),
            .literal("one\ntwo\r\nthree\rfour\tfive"),
            .literal("javascript:alert(1)"),
            .literal("../../etc/passwd"),
            .literal("%2e%2e/%00?#"),
            .literal(""),
            .literal("   "),
            .literal("index"),
            .repeated("Long ", count: 60),
            .repeated("0123456789<&>\"'", count: 700),
        ]
    }()

    /// Lengths, spacings, sizes: ordinary ones, then the hostile ones.
    static let ordinaryNumbers: [Double] = [0, 1, 2, 4, 8, 10, 12, 16, 20, 24, 32, 44, 50, 64, 100, 200, 390, 0.5, 1.25, 7.333]
    static let hostileNumbers: [Double] = [
        -1, -16, -1000, -0.0, 0.001, 1e-300, .leastNonzeroMagnitude, 1e6, 1e15,
        .infinity, -.infinity, .nan, 9.1e15, 1e300, .greatestFiniteMagnitude,
    ]

    static let ordinaryIntegers = [0, 1, 2, 3, 5]
    static let hostileIntegers = [-1, -100, 1_000_000, Int.max, Int.min]

    static let knownSymbols = SymbolTable.names
    static let unknownSymbols = ["no.such.symbol", "", "star.fill.fake", "<script>", "Checkmark", "checkmark "]
}
