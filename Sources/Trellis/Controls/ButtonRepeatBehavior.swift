/// Whether holding a button repeats its action (iOS 17). A snapshot holds no button, so each
/// behavior draws the same.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let value: Int

    /// The platform's choice: no repeating for ordinary buttons.
    public static let automatic = ButtonRepeatBehavior(value: 0)
    /// Holding the button runs its action again and again, as a stepper's buttons do.
    public static let enabled = ButtonRepeatBehavior(value: 1)
    /// Holding the button runs its action once.
    public static let disabled = ButtonRepeatBehavior(value: 2)
}

extension View {
    /// Sets whether holding the buttons in this view repeats their actions. A still page shows
    /// no press, so the view draws unchanged.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
