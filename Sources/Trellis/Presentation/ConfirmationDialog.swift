import Foundation

// The rest of SwiftUI's `.alert` and `.confirmationDialog` family: titles given as a String or a
// Text while presenting data, a dialog titled by a Text, dialogs with a message about their data,
// and alerts about a `LocalizedError`. Each is drawn exactly as its LocalizedStringKey sibling in
// ScreenAlerts.swift draws: the panel shows while `isPresented` is true and the data is there.
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

    /// A confirmation dialog of actions titled by a Text.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(title.string, titleVisibility, isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// A confirmation dialog of actions with a message, titled by a Text.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(title.string, titleVisibility, isPresented.wrappedValue, actions(), message: message())
    }

    /// A confirmation dialog of actions about `data`, with a message about it.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingDialog(titleKey.key, titleVisibility, isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }

    /// A confirmation dialog of actions about `data`, titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingDialog(String(title), titleVisibility, isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }

    /// A confirmation dialog of actions about `data`, titled by a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingDialog(String(title), titleVisibility, isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }

    /// A confirmation dialog of actions about `data`, titled by a Text.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingDialog(title.string, titleVisibility, isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }

    /// A confirmation dialog of actions about `data`, titled by a Text, with a message.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return presentingDialog(title.string, titleVisibility, isPresented.wrappedValue && shown != nil, shown?.0, message: shown?.1)
    }
}
