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

    /// The font of the text in this view and below it that sets none of its own.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text in this view and below it.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Makes the text in this view and below it bold.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    /// Makes the text in this view and below it italic.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    /// The color of text and shapes in this view and below it.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.self) { values in
            values.foregroundStyle = color.map(AnyShapeStyle.init)
            values.foregroundStyleIsExplicit = color != nil
        }
    }

    /// The style, such as a color or gradient, of text and shapes in this view and below it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return transformEnvironment(\.self) { values in
            values.foregroundStyle = style
            values.foregroundStyleIsExplicit = true
        }
    }

    /// The tint of controls in this view and below it, instead of the theme's.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// The most lines text in this view and below it may take; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Where text that does not fit is cut, in this view and below it.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How the lines of multiline text align, in this view and below it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// The color scheme the page is drawn in; `nil` keeps the one it is rendered in. As on iOS, a
    /// preference inside a navigation stack's content also redraws the stack's bar in it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
            .modifier(_ToolbarModifier { context in
                if context.screen.structure.preferredColorScheme == nil { context.screen.structure.preferredColorScheme = colorScheme }
            })
    }

    /// The text size of this view and below it, as Dynamic Type would set it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Disables the controls in this view and below it when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
