import Foundation

// `TextField("Amount", value: $amount, formatter: formatter)`: the iOS 13 way to edit a number or
// a date, still common in public code. The field shows `formatter.string(for:)` of the value.
extension TextField where Label == Text {
    /// Creates a text field showing its binding's value written by a `Formatter`.
    ///
    /// A `NumberFormatter` or `DateFormatter` whose locale was never set writes in the
    /// environment's locale (en_US_POSIX unless a screen sets one), as every other format in a
    /// render does, so the page doesn't change with the machine's locale.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title, shown as the placeholder.
    ///   - value: The binding whose current value the field shows.
    ///   - formatter: The formatter that writes the value.
    ///   - prompt: The placeholder shown when the formatted value is empty.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let input = value.wrappedValue
        self.init(formatted: { formatter.inLocale($0).string(for: input) ?? "" }, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a title shown as written, showing its binding's value written by a
    /// `Formatter` (in the environment's locale if the formatter's was never set).
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder.
    ///   - value: The binding whose current value the field shows.
    ///   - formatter: The formatter that writes the value.
    ///   - prompt: The placeholder shown when the formatted value is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let input = value.wrappedValue
        self.init(formatted: { formatter.inLocale($0).string(for: input) ?? "" }, prompt: prompt, axis: .horizontal, label: Text(title))
    }
}

extension Formatter {
    /// This formatter, or a copy writing in `locale` when it is a number or date formatter still
    /// on the process's current locale (one the app never set).
    func inLocale(_ locale: Locale) -> Formatter {
        if let number = self as? NumberFormatter, number.locale == Locale.current, let copy = number.copy() as? NumberFormatter {
            copy.locale = locale
            return copy
        }
        if let date = self as? DateFormatter, date.locale == Locale.current, let copy = date.copy() as? DateFormatter {
            copy.locale = locale
            return copy
        }
        return self
    }
}
