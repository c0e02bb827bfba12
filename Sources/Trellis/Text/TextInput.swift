// Keyboard settings describe a keyboard that a snapshot never shows: each modifier compiles as
// SwiftUI spells it and leaves the view as it is. `UIKeyboardType` and its friends are UIKit's
// names; SwiftUI's modifiers take them, so Trellis declares them where UIKit is missing.

/// The label of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// A return key labelled "Done", for the last field of a form.
    public static let done = SubmitLabel(name: "done")
    /// A return key labelled "Go", for a field whose value opens something.
    public static let go = SubmitLabel(name: "go")
    /// A return key labelled "Send", for a message.
    public static let send = SubmitLabel(name: "send")
    /// A return key labelled "Join", for joining a network or a group.
    public static let join = SubmitLabel(name: "join")
    /// A return key labelled "Route", for directions.
    public static let route = SubmitLabel(name: "route")
    /// A return key labelled "Search", for a query.
    public static let search = SubmitLabel(name: "search")
    /// A return key labelled "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// A return key labelled "Next", for moving on to the following field.
    public static let next = SubmitLabel(name: "next")
    /// A return key labelled "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How text typed into a field is capitalised.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// Nothing is capitalised automatically.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word is capitalised.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence is capitalised.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter is capitalised.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice: scrolling dismisses the keyboard where the platform would.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// The keyboard is dismissed as soon as the content scrolls.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The keyboard follows the finger and can be dragged down off the screen.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A haptic or sound the device plays; a snapshot plays none.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Feedback that a task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// Feedback that a task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Feedback that a task failed.
    public static let error = SensoryFeedback(name: "error")
    /// Feedback that the selection changed, such as a picker's wheel turning.
    public static let selection = SensoryFeedback(name: "selection")
    /// Feedback that a value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// Feedback that a value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Feedback that an activity started.
    public static let start = SensoryFeedback(name: "start")
    /// Feedback that an activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Feedback that a dragged item lined up with a guide.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// Feedback that a value crossed a discrete level, such as a pressure step.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// Feedback of a physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// Feedback of an impact of an object of `weight`, played at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// Feedback of an impact of an object of `flexibility`, played at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy the object of an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// A light object.
        public static let light = Weight(name: "light")
        /// An object of medium weight.
        public static let medium = Weight(name: "medium")
        /// A heavy object.
        public static let heavy = Weight(name: "heavy")
    }

    /// How much the object of an impact gives.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// An object that doesn't give at all.
        public static let rigid = Flexibility(name: "rigid")
        /// An object that gives a little.
        public static let solid = Flexibility(name: "solid")
        /// An object that gives a lot.
        public static let soft = Flexibility(name: "soft")
    }
}

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's keyboard kinds, which `.keyboardType` takes.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The standard keyboard (`default`), plain ASCII letters (`asciiCapable`), digits and punctuation
    /// (`numbersAndPunctuation`), one for web addresses (`URL`), digits only (`numberPad`), a phone
    /// keypad (`phonePad`) and one for a name or a phone number (`namePhonePad`).
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    /// Keyboards for an email address (`emailAddress`), a number with a decimal point (`decimalPad`),
    /// a post with @ and # at hand (`twitter`), a web search (`webSearch`) and ASCII digits only
    /// (`asciiCapableNumberPad`).
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The older name for `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's capitalisation kinds, which the older `.autocapitalization` takes.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No automatic capitals (`none`), or capitals at the start of each word (`words`), each sentence
    /// (`sentences`) or every letter (`allCharacters`).
    case none, words, sentences, allCharacters
}

/// UIKit's content types, which `.textContentType` takes to offer autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name, as the HTML `autocomplete` attribute spells it.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A person's given (first) name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A person's family (last) name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's existing password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, for which the system may suggest a strong one.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code received by message.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

extension View {
    /// Sets the kind of keyboard a text field inside this view shows.
    ///
    /// A snapshot shows no keyboard, so the view is drawn unchanged.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets how text typed into this view is capitalised, the form before iOS 15; the view is drawn
    /// unchanged.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Tells the system what a text field holds, so it can offer autofill; the view is drawn unchanged.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
#endif

extension View {
    /// Sets the label of the keyboard's return key for text fields inside this view.
    ///
    /// A snapshot shows no keyboard, so the view is drawn unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Sets how text typed into this view is capitalised; `nil` keeps the platform's default. The
    /// view is drawn unchanged.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns off autocorrection for text fields inside this view; the view is drawn unchanged.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off or on, the form before iOS 16; `nil` keeps the default. The view is
    /// drawn unchanged.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Sets when scrolling this view dismisses the keyboard; the view is drawn unchanged.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Plays `feedback` each time `trigger` changes.
    ///
    /// A snapshot plays nothing and the view is drawn unchanged.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition`, given the old and new values, is true.
    ///
    /// A snapshot plays nothing; `condition` never runs.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// Plays the feedback `feedback` returns, given the old and new values, when `trigger` changes;
    /// `nil` plays nothing.
    ///
    /// A snapshot plays nothing; the closure never runs.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}

extension View {
    /// Whether Writing Tools offer to rewrite this view's text; a render offers nothing.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
}

/// Whether Writing Tools (iOS 18) offer to rewrite a text view's text.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// Only the overlay panel.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}
