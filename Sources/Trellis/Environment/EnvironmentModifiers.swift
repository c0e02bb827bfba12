/// Sets one environment value for the content and everything below it.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context.modifyingEnvironment { $0[keyPath: modifier.keyPath] = modifier.value })
    }
}

/// Changes the environment for the content with a closure.
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context.modifyingEnvironment { modifier.transform(&$0[keyPath: modifier.keyPath]) })
    }
}

/// Places an object in the environment, found by its type.
public struct _EnvironmentObjectModifier<Object: AnyObject>: ViewModifier {
    public typealias Body = Never
    let object: Object

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context.modifyingEnvironment { $0.setObject(modifier.object) })
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and everything below it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and everything below it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an `@Observable` object in the environment, for `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.self) { values in
            if let object { values.setObject(object) }
        })
    }

    /// Places an observable object in the environment, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    /// The color scheme the page is drawn in; `nil` keeps the one it is rendered in. As on iOS, a
    /// preference inside a navigation stack's content also redraws the stack's bar in it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
            .modifier(_ToolbarModifier { context in
                if context.screen.structure.preferredColorScheme == nil { context.screen.structure.preferredColorScheme = colorScheme }
            })
    }

    /// Disables the controls in this view and below it when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}

extension View {
    /// Draws this view and below it in `colorScheme` (the deprecated spelling of
    /// `.environment(\.colorScheme, …)`, which is what it does).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
