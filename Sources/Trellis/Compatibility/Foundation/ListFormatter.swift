import Foundation

// Linux's Foundation has no ListFormatter, which views use to write a list of names as a sentence
// does ("Ada, Grace, and Linus"). It has the list format style the formatter writes with on Apple's
// platforms, so this class joins with that style, in the formatter's locale.

#if !canImport(Darwin)
/// Writes a list of items as a sentence lists them, in the locale's words: "Ada, Grace, and Linus".
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale whose conjunction and punctuation join the items.
    open var locale: Locale! = .current
    /// Writes each item; without one, an item is written as `String(describing:)` writes it.
    open var itemFormatter: Formatter?

    /// A formatter in the current locale.
    public override init() {
        super.init()
    }

    /// Formatters are not archived in a render; decoding makes one in the current locale.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined in the current locale: "Ada and Grace", "Ada, Grace, and Linus".
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(joining: strings)
    }

    /// `items` joined in the formatter's locale, each written by ``itemFormatter`` if there is one;
    /// `nil` when the item formatter can't write one of them.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return string(joining: strings)
    }

    /// `object` joined as a list when it is an array; `nil` otherwise.
    open override func string(for object: Any?) -> String? {
        guard let items = object as? [Any] else { return nil }
        return string(from: items)
    }

    private func string(joining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(locale ?? .current))
    }
}
#endif
