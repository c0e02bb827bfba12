import Foundation
/// Trellis's own drawings for SF Symbol names, mostly on a 24-unit grid (wider ones on a wider
/// grid). The geometry is Trellis's own: simple shapes that read as the SF Symbol of the same name
/// at text sizes. Renders look names up in a `SymbolCatalog`, which starts from these.
public enum SymbolTable {
    /// Trellis's own drawing for `name`, or nil when it has none.
    public static func symbol(named name: String) -> Symbol? {
        SymbolCatalog.builtIn.symbol(named: name)
    }

    /// The aspect of a named symbol's drawing, for the layout engine; nil for an unknown name.
    @Sendable public static func aspectRatio(ofSymbolNamed name: String) -> CGFloat? {
        SymbolCatalog.builtIn.aspectRatio(ofSymbolNamed: name)
    }

    /// The built-in names, sorted, for error messages and documentation.
    public static var names: [String] { SymbolCatalog.builtIn.names }

    /// A thick check as a closed outline, so it can be cut out of a filled disc.
    private static let checkOutline = "M6.01 13.49L10.58 18.06L18.06 9.42L15.94 7.58L10.43 13.94L7.99 11.51Z"
    private static let disc = circlePath(cx: 12, cy: 12, r: 10)
    /// The gear of `gearshape.fill`, also stroked for `gearshape`.
    static let gearshapeOutline = "M19.58 10.15L22.27 10.34L22.27 13.66L19.58 13.85A7.8 7.8 0 0 1 18.67 16.05L20.43 18.09L18.09 20.43L16.05 18.67A7.8 7.8 0 0 1 13.85 19.58L13.66 22.27L10.34 22.27L10.15 19.58A7.8 7.8 0 0 1 7.95 18.67L5.91 20.43L3.57 18.09L5.33 16.05A7.8 7.8 0 0 1 4.42 13.85L1.73 13.66L1.73 10.34L4.42 10.15A7.8 7.8 0 0 1 5.33 7.95L3.57 5.91L5.91 3.57L7.95 5.33A7.8 7.8 0 0 1 10.15 4.42L10.34 1.73L13.66 1.73L13.85 4.42A7.8 7.8 0 0 1 16.05 5.33L18.09 3.57L20.43 5.91L18.67 7.95A7.8 7.8 0 0 1 19.58 10.15Z"
    static let personCircleShoulders = "M6 18.4C7.3 16 9.4 14.9 12 14.9S16.7 16 18 18.4A8.6 8.6 0 0 1 6 18.4Z"
    /// `person.circle`, which is also `person.crop.circle`: the person is already cropped to the ring.
    static let personInCircle: [Symbol.Part] = [
        .stroke(path: circlePath(cx: 12, cy: 12, r: 9.6), lineWidth: 1.7),
        .fill(path: circlePath(cx: 12, cy: 9.6, r: 3.6), evenOdd: false),
        .fill(path: personCircleShoulders, evenOdd: false),
    ]

    /// Every built-in drawing: the first ones the seeds needed, then the families in the
    /// `SymbolTable+…` files.
    static let all: [Symbol] = seedSymbols + marks + objects + world + apps + corpusScreens + utilities + commerce
        + social
        + travel
        + shop
        + games
        + health
        + tools
        + signs
        + play
        + sport
        + places
        + desk
        + learning
        + everyday
        + batteries
        + finance
        + household
        + home
        + fills
        + listings
        + garden
        + [SymbolCatalog.placeholder]

    static let seedSymbols: [Symbol] = [
        Symbol(name: "checkmark", parts: [.stroke(path: "M4.5 12.5L9.5 17.5L19.5 6.5", lineWidth: 2.6)]),
        Symbol(name: "checkmark.circle.fill", parts: [.fill(path: disc + checkOutline, evenOdd: true)]),
        Symbol(name: "checkmark.circle", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.5), lineWidth: 1.8),
            .stroke(path: "M7.5 12.5L10.5 15.5L16.5 8.5", lineWidth: 2),
        ]),
        Symbol(name: "smallcircle.fill.circle.fill", parts: [
            .fill(path: disc + circlePath(cx: 12, cy: 12, r: 4), evenOdd: true),
        ]),
        Symbol(name: "circle", parts: [.stroke(path: circlePath(cx: 12, cy: 12, r: 9.5), lineWidth: 1.8)]),
        Symbol(name: "circle.fill", parts: [.fill(path: disc, evenOdd: false)]),
        Symbol(name: "paperplane.fill", parts: [
            .fill(path: "M21.5 2.5L2.5 10.3L9.6 13.2L17.2 6.8L10.8 14.4L13.7 21.5Z", evenOdd: false),
        ]),
        Symbol(name: "tray.2", parts: [
            .stroke(path: "M3.5 4.5h17v6h-5l-1.5 2h-4l-1.5-2h-5Z", lineWidth: 1.7),
            .stroke(path: "M3.5 13.5h5l1.5 2h4l1.5-2h5v6.5h-17Z", lineWidth: 1.7),
        ]),
        Symbol(name: "bookmark.fill", parts: [
            .fill(path: "M7 2.5h10a1.5 1.5 0 0 1 1.5 1.5V21.5L12 16.8L5.5 21.5V4A1.5 1.5 0 0 1 7 2.5Z", evenOdd: false),
        ]),
        Symbol(name: "person.circle", parts: personInCircle),
        Symbol(name: "person.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 7.5, r: 4.5), evenOdd: false),
            .fill(path: "M3.5 21.5C3.5 16.6 7.3 13.5 12 13.5S20.5 16.6 20.5 21.5Z", evenOdd: false),
        ]),
        Symbol(name: "chevron.left", parts: [.stroke(path: "M15.5 3.5L7 12L15.5 20.5", lineWidth: 2.6)]),
        Symbol(name: "chevron.right", parts: [.stroke(path: "M8.5 3.5L17 12L8.5 20.5", lineWidth: 2.6)]),
        Symbol(name: "chevron.down", parts: [.stroke(path: "M3.5 8.5L12 17L20.5 8.5", lineWidth: 2.6)]),
        Symbol(name: "chevron.up", parts: [.stroke(path: "M3.5 15.5L12 7L20.5 15.5", lineWidth: 2.6)]),
        Symbol(name: "house.fill", parts: [
            .fill(path: "M12 2.8L1.8 11.6L3 13L4.6 11.6V21H10V15.2H14V21H19.4V11.6L21 13L22.2 11.6Z", evenOdd: false),
        ]),
        Symbol(name: "paintbrush.fill", parts: [
            .fill(path: "M21 3C20 2 18.4 2.7 17 4L9.8 11.2L12.8 14.2L20 7C21.3 5.6 22 4 21 3Z", evenOdd: false),
            .fill(path: "M8.7 12.4C6.6 12.4 5.1 13.9 4.8 15.9C4.5 17.9 3.6 19.3 2 20.2C5.3 21.5 9.6 20.8 11.2 18.2C12.2 16.6 11.8 14.7 10.6 13.6Z", evenOdd: false),
        ]),
        Symbol(name: "leaf.fill", parts: [
            .fill(path: "M20.5 3C9.5 3 4 8 5 16.5C5.3 18.5 6.3 19.6 7.5 19.7C15.5 20.8 20.5 14 20.5 3Z", evenOdd: false),
            .stroke(path: "M3.5 21L13 11.5", lineWidth: 1.6),
        ]),
        Symbol(name: "chart.bar.fill", parts: [
            .fill(path: "M3 13.5h4.5v7.5h-4.5Z M9.75 8.5h4.5v12.5h-4.5Z M16.5 3h4.5v18h-4.5Z", evenOdd: false),
        ]),
        Symbol(name: "star.fill", parts: [
            .fill(path: "M12 2.3L14.59 9.24L21.99 9.56L16.18 14.16L18.17 21.29L12 17.2L5.83 21.29L7.82 14.16L2.01 9.56L9.41 9.24Z", evenOdd: false),
        ]),
        Symbol(name: "heart.fill", parts: [
            .fill(path: "M12 21C10.5 19.7 2.5 14 2.5 8.6C2.5 5.6 4.8 3.5 7.4 3.5C9.4 3.5 11 4.7 12 6.3C13 4.7 14.6 3.5 16.6 3.5C19.2 3.5 21.5 5.6 21.5 8.6C21.5 14 13.5 19.7 12 21Z", evenOdd: false),
        ]),
        Symbol(name: "gearshape.fill", parts: [
            .fill(
                path: gearshapeOutline
                    + circlePath(cx: 12, cy: 12, r: 3.4),
                evenOdd: true),
        ]),
        Symbol(name: "bell.fill", parts: [
            .fill(path: "M12 2.5C8.5 2.5 6 5.2 6 8.8V13.3L4 16.4V17.8H20V16.4L18 13.3V8.8C18 5.2 15.5 2.5 12 2.5Z M9.3 19.2A2.7 2.7 0 0 0 14.7 19.2Z", evenOdd: false),
        ]),
        Symbol(name: "magnifyingglass", parts: [
            .stroke(path: circlePath(cx: 10.2, cy: 10.2, r: 6.6), lineWidth: 2.2),
            .stroke(path: "M15.2 15.2L20.8 20.8", lineWidth: 2.6),
        ]),
        Symbol(name: "plus", parts: [.stroke(path: "M12 4V20M4 12H20", lineWidth: 2.4)]),
        Symbol(name: "minus", parts: [.stroke(path: "M4 12H20", lineWidth: 2.4)]),
        Symbol(name: "xmark", parts: [.stroke(path: "M5.5 5.5L18.5 18.5M18.5 5.5L5.5 18.5", lineWidth: 2.4)]),
        Symbol(name: "info.circle", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.5), lineWidth: 1.8),
            .fill(path: circlePath(cx: 12, cy: 7.4, r: 1.35), evenOdd: false),
            .stroke(path: "M12 11V17.2", lineWidth: 2.2),
        ]),
    ]
}
