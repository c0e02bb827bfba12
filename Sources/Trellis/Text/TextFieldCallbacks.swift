// iOS 13–15 code reacts to editing with closures: `TextField("Search", text: $q, onEditingChanged:
// { … }, onCommit: search)`, `SecureField("Password", text: $p, onCommit: logIn)`. A page is drawn
// before anyone types, so the closures are kept by no one; the field draws as without them.
// SwiftUI spells one initializer with both closures defaulted; here each call shape is its own
// overload, so `TextField("Name", text: $name)` stays unambiguous with the `prompt:` one.

extension TextField where Label == Text {
    /// Creates a field with a localized title that calls closures as editing begins and ends and
    /// when the user submits.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onEditingChanged: Called with `true` when the field gains focus, `false` when it loses it.
    ///   - onCommit: Called when the user presses Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// Creates a field with a localized title that calls `onEditingChanged` as editing begins and ends.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onEditingChanged: Called with `true` when the field gains focus, `false` when it loses it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// Creates a field with a localized title that calls `onCommit` when the user presses Return.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onCommit: Called when the user presses Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// Creates a field with a title shown as written that calls closures as editing begins and ends
    /// and when the user submits.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onEditingChanged: Called with `true` when the field gains focus, `false` when it loses it.
    ///   - onCommit: Called when the user presses Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, text: text, prompt: nil)
    }

    /// Creates a field with a title shown as written that calls `onEditingChanged` as editing
    /// begins and ends.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onEditingChanged: Called with `true` when the field gains focus, `false` when it loses it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text, prompt: nil)
    }

    /// Creates a field with a title shown as written that calls `onCommit` when the user presses
    /// Return.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - onCommit: Called when the user presses Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, prompt: nil)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title that calls `onCommit` when the user presses
    /// Return.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field hides behind dots.
    ///   - onCommit: Called when the user presses Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// Creates a secure field with a title shown as written that calls `onCommit` when the user
    /// presses Return.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field hides behind dots.
    ///   - onCommit: Called when the user presses Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, prompt: nil)
    }
}
