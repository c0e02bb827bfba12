/// Symbols commerce screens use that the other tables lack (found by the CorpusAppsB sweep: a
/// paywall's crown, a product's shoe, an order's packed box). Same 24-point grid and weights.
extension SymbolTable {
    static let commerce: [Symbol] = [
        Symbol(name: "crown.fill", parts: [
            .fill(path: "M2.8 7.5L7.6 11.6L12 4.2L16.4 11.6L21.2 7.5L19.2 17.5H4.8Z M4.8 19H19.2V20.8H4.8Z", evenOdd: false),
        ]),
        Symbol(name: "shoe.fill", width: 28, parts: [
            .fill(path: "M1.8 16C1.8 13.6 2.3 10.8 3 8.8C4.8 10 7.6 10.2 9.2 8.6L11.6 11.2C13.8 13 17.6 13.6 21.4 14.2C24.4 14.7 26.2 15.8 26.2 17.4V18H1.8Z M1.8 19.2H26.2V19.8A1.4 1.4 0 0 1 24.8 21.2H3.2A1.4 1.4 0 0 1 1.8 19.8Z", evenOdd: false),
        ]),
        Symbol(name: "shippingbox", parts: [
            .stroke(path: "M12 2.8L20.5 7.2V16.8L12 21.2L3.5 16.8V7.2Z M3.5 7.2L12 11.6L20.5 7.2M12 11.6V21.2M7.8 5L16.2 9.4V12.8", lineWidth: 1.7),
        ]),
    ]
}
