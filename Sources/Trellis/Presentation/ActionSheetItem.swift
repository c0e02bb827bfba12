// iOS 13–14 code shows a sheet of actions about a tapped row with `.actionSheet(item: $selected)`,
// the item form beside `.actionSheet(isPresented:)` and `.alert(item:)`.

extension View {
    /// The action sheet `content` builds for `item`, shown while `item` is not `nil` (the older API).
    ///
    /// - Parameters:
    ///   - item: The value the sheet is about; `nil` shows no sheet.
    ///   - content: Builds the sheet for the value.
    @available(iOS, introduced: 13.0, deprecated: 100000, message: "use `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(_PresentationModifier(item: sheet) { sheet, context in PresentedScreen.dialog(sheet.panel, in: context) })
    }
}
