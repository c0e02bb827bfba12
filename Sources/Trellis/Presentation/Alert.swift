/// `.alert` in its SwiftUI forms, the older `Alert` and `ActionSheet` values, and the panel an
/// alert or a confirmation dialog (ConfirmationDialog.swift) is drawn as. Their buttons are read from the actions the user wrote (each Button's
/// label text and role) and drawn as iOS draws an alert's or an action sheet's buttons.
extension View {
    /// An alert with a title and buttons, shown while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(titleKey.key, isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// An alert with a title and buttons, shown while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(String(title), isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// An alert with a title and buttons, shown while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title.string, isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// An alert with a title, a message and buttons, shown while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(titleKey.key, isPresented.wrappedValue, actions(), message: message())
    }

    /// An alert with a title, a message and buttons, shown while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(String(title), isPresented.wrappedValue, actions(), message: message())
    }

    /// An alert with a title, a message and buttons, shown while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(title.string, isPresented.wrappedValue, actions(), message: message())
    }

    /// An alert about `data`, with a message, shown while `isPresented` is true.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingAlert(titleKey.key, isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }

    /// An alert about `data`, shown while `isPresented` is true.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingAlert(titleKey.key, isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }

    /// The alert `content` builds, shown while `isPresented` is true (the older API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(_PresentationModifier(item: alert) { alert, context in PresentedScreen.alert(alert.panel, in: context) })
    }

    /// The alert `content` builds for `item`, shown while `item` is not `nil` (the older API).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(_PresentationModifier(item: alert) { alert, context in PresentedScreen.alert(alert.panel, in: context) })
    }

    /// The action sheet `content` builds, shown while `isPresented` is true (the older API).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(_PresentationModifier(item: sheet) { sheet, context in PresentedScreen.dialog(sheet.panel, in: context) })
    }

    func presentingAlert<A: View, M: View>(_ title: String, _ isPresented: Bool, _ actions: A?, message: M?) -> some View {
        modifier(_PresentationModifier(when: isPresented) { context in
            PresentedScreen.alert(AlertPanel(title: title, actions: actions, message: message, in: context), in: context)
        })
    }

    func presentingDialog<A: View, M: View>(
        _ title: String, _ visibility: Visibility, _ isPresented: Bool, _ actions: A?, message: M?
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented) { context in
            // iOS shows a confirmation dialog's title only when asked to.
            let panel = AlertPanel(title: visibility == .visible ? title : nil, actions: actions, message: message, in: context)
            return PresentedScreen.dialog(panel, in: context)
        })
    }
}

/// What an alert or an action sheet shows: a title, a message, and buttons by label and role.
struct AlertPanel {
    var title: String?
    /// Resolved where the panel places it, in the panel's font.
    var message: _Deferred?
    var buttons: [(label: String, role: ButtonRole?)]

    @MainActor
    init<A: View, M: View>(title: String?, actions: A?, message: M?, in context: _ResolveContext) {
        self.title = title
        self.message = message.map { message in _Deferred { M._resolve(message, in: $0) } }
        buttons = actions.map { A._resolve($0, in: context) }.map(Self.buttons(in:)) ?? []
    }

    @MainActor
    init(title: String?, message: Text?, buttons: [(label: String, role: ButtonRole?)]) {
        self.title = title
        self.message = message.map { message in _Deferred { Text._resolve(message, in: $0) } }
        self.buttons = buttons
    }

    /// Each button among the action nodes, outermost first, with its label's text.
    static func buttons(in nodes: [ResolvedNode]) -> [(label: String, role: ButtonRole?)] {
        var found: [(label: String, role: ButtonRole?)] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if case .button(let button) = node.kind {
                found.append((node.texts.joined(separator: " "), button.role))
            } else {
                pending.append(contentsOf: node.children.reversed())
            }
        }
        return found
    }
}

/// The older alert value, `Alert(title:message:dismissButton:)`.
@MainActor @preconcurrency
public struct Alert {
    let panel: AlertPanel

    /// An alert with a title, an optional message and one button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        panel = AlertPanel(title: title.string, message: message,
                           buttons: [dismissButton ?? .default(Text("OK"))].map { ($0.label, $0.role) })
    }

    /// An alert with a title, an optional message and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        panel = AlertPanel(title: title.string, message: message,
                           buttons: [primaryButton, secondaryButton].map { ($0.label, $0.role) })
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: String
        let role: ButtonRole?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.string, role: nil) }
        /// A button that cancels, with its own label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.string, role: .cancel) }
        /// A button labeled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: "Cancel", role: .cancel) }
        /// A button that deletes or discards, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.string, role: .destructive) }
    }
}

/// The older action sheet value, `ActionSheet(title:message:buttons:)`.
@MainActor @preconcurrency
public struct ActionSheet {
    let panel: AlertPanel

    /// An action sheet with a title, an optional message and its buttons.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        panel = AlertPanel(title: title.string, message: message,
                           buttons: buttons.map { ($0.label, $0.role) })
    }

    /// The buttons of an action sheet are an alert's.
    public typealias Button = Alert.Button
}

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

extension View {
    /// An alert about `data`, titled by a string (a model's name, say), with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingAlert(String(title), isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }

    /// An alert about `data`, titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingAlert(String(title), isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }

    /// An alert about `data`, titled by a Text, with a message.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingAlert(title.string, isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }

    /// An alert about `data`, titled by a Text.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingAlert(title.string, isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }

    /// An alert about an error, titled by its `errorDescription` as SwiftUI titles it, shown while
    /// `isPresented` is true and there is an error.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(error?.errorDescription ?? "", isPresented.wrappedValue && error != nil, actions(), message: EmptyView())
    }

    /// An alert about an error with a message (often its `recoverySuggestion`), titled by its
    /// `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let shown = error.map { (actions($0), message($0)) }
        return presentingAlert(error?.errorDescription ?? "", isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }
}
