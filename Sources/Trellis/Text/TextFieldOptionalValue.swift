import Foundation

// `TextField("Calories", value: $calories, format: .number)` with an optional `calories`: the
// iOS 15 overloads that let a number field start empty. A nil value shows the placeholder, as
// SwiftUI shows an empty field.
extension TextField where Label == Text {
    /// Creates a text field showing an optional value written with a format style; `nil` leaves
    /// the field empty, showing its placeholder.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title, shown as the placeholder.
    ///   - value: The binding whose current value, if any, the field shows.
    ///   - format: The format style that writes the value, such as `.number`.
    ///   - prompt: The placeholder shown while the field is empty; `nil` shows the title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(formatted: { locale in input.map { format.locale(locale).format($0) } ?? "" }, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a title shown as written, showing an optional value written with
    /// a format style; `nil` leaves the field empty, showing its placeholder.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder.
    ///   - value: The binding whose current value, if any, the field shows.
    ///   - format: The format style that writes the value, such as `.number`.
    ///   - prompt: The placeholder shown while the field is empty; `nil` shows the title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(formatted: { locale in input.map { format.locale(locale).format($0) } ?? "" }, prompt: prompt, axis: .horizontal, label: Text(title))
    }
}
