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
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

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

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
