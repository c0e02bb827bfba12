/// Shopping extras the commerce table lacks: a filled gift, adding to the cart, a fruit (found by
/// the CorpusAppsB sweep). The same 24-point grid and line weights.
extension SymbolTable {
    private static let bow = "M12 7.2C10.5 3.8 7 3.3 7 5.5C7 6.8 9 7.2 12 7.2C15 7.2 17 6.8 17 5.5C17 3.3 13.5 3.8 12 7.2"

    static let shop: [Symbol] = [
        Symbol(name: "gift.fill", parts: [
            .fill(path: "M3 7.8H11V11.4H3Z M13 7.8H21V11.4H13Z M4.5 12.6H11V20.8H4.5Z M13 12.6H19.5V20.8H13Z", evenOdd: false),
            .stroke(path: bow, lineWidth: 1.6),
        ]),
        Symbol(name: "cart.badge.plus", parts: [
            .stroke(path: "M1.8 3.5H4.8L7.4 15.5H18.3L19.9 9.8M6 8.6H13.2", lineWidth: 1.8),
            .fill(path: circlePath(cx: 8.8, cy: 19.6, r: 1.7) + circlePath(cx: 16.8, cy: 19.6, r: 1.7), evenOdd: false),
            .stroke(path: "M19 1.8V8.2M15.8 5H22.2", lineWidth: 2),
        ]),
        /// A generic apple fruit of Trellis's own (a round, symmetric fruit with a stem and one
        /// leaf, no bite), so screens naming `apple.logo` draw something fruit-like. It is
        /// deliberately not Apple's trademark logo artwork.
        Symbol(name: "apple.logo", parts: [
            .fill(path: "M12 7.6C10.5 6.6 8.8 6.2 7.3 6.6C4.3 7.4 2.9 10.4 3.4 14C4 18.2 6.8 21.6 9.3 21.6C10.3 21.6 11 21.1 12 21.1S13.7 21.6 14.7 21.6C17.2 21.6 20 18.2 20.6 14C21.1 10.4 19.7 7.4 16.7 6.6C15.2 6.2 13.5 6.6 12 7.6Z", evenOdd: false),
            .stroke(path: "M12 7.2C12 5.8 12.2 4.6 12.8 3.4", lineWidth: 1.6),
            .fill(path: "M13.6 5.2C13.8 3.2 15.4 1.9 17.8 2C17.5 4 15.9 5.3 13.6 5.2Z", evenOdd: false),
        ]),
    ]
}
