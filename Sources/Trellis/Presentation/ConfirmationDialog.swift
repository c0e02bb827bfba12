import Foundation

// `.confirmationDialog` in all its SwiftUI forms: titled by a LocalizedStringKey, a String or a
// Text, with or without a message, presenting data or not. Each is drawn as an action sheet by
// `presentingDialog` (Alert.swift): the panel shows while `isPresented` is true and the data is there.

extension View {
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

extension View {
    /// A confirmation dialog of actions, shown while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(titleKey.key, titleVisibility, isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// A confirmation dialog of actions, shown while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(String(title), titleVisibility, isPresented.wrappedValue, actions(), message: EmptyView())
    }

    /// A confirmation dialog of actions with a message, shown while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(titleKey.key, titleVisibility, isPresented.wrappedValue, actions(), message: message())
    }

    /// A confirmation dialog of actions with a message, shown while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(String(title), titleVisibility, isPresented.wrappedValue, actions(), message: message())
    }

    /// A confirmation dialog of actions about `data`, shown while `isPresented` is true.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.map { actions($0) }
        return presentingDialog(titleKey.key, titleVisibility, isPresented.wrappedValue && shown != nil, shown, message: EmptyView())
    }
}
