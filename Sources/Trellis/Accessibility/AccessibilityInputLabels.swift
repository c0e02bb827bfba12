extension View {
    /// The names Voice Control accepts for the view, as keys; not shown, so nothing changes.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The names Voice Control accepts for the view, as strings; not shown, so nothing changes.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}
