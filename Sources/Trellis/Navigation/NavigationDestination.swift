/// Value-based navigation: `NavigationLink(value:)` and `.navigationDestination`. A destination
/// registered for a value's type above a link (as `.navigationDestination` is written on the
/// list that holds the links) turns the link into a link to that screen's page, through the
/// same machinery as `NavigationLink(destination:)`. A link whose type has no destination
/// above it is drawn as a control that leads nowhere, as it would do nothing on iOS.
struct DestinationRegistry {
    /// By the value type's identity: builds the destination view for a value and names its type.
    var builders: [ObjectIdentifier: @MainActor (AnyHashable) -> (view: AnyView, type: Any.Type)?] = [:]
}

private struct DestinationRegistryKey: EnvironmentKey {
    static var defaultValue: DestinationRegistry { DestinationRegistry() }
}

extension EnvironmentValues {
    var navigationDestinations: DestinationRegistry {
        get { self[DestinationRegistryKey.self] }
        set { self[DestinationRegistryKey.self] = newValue }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the destination registered for a value's type, with a custom
    /// label.
    ///
    /// A `navigationDestination(for:destination:)` above the link builds the screen, rendered as a
    /// page of its own; without one the label is drawn as a button that leads nowhere.
    ///
    /// - Parameters:
    ///   - value: The value to present; `nil` makes a link that leads nowhere.
    ///   - label: A view that describes the destination.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { AnyHashable($0) }, label: label())
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Creates a link with a title that presents the destination registered for a value's type.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - value: The value to present; `nil` makes a link that leads nowhere.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value.map { AnyHashable($0) }, label: Text(titleKey))
    }

    /// Creates a link with a title shown as written that presents the destination registered for a
    /// value's type.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - value: The value to present; `nil` makes a link that leads nowhere.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value.map { AnyHashable($0) }, label: Text(title))
    }
}

extension NavigationLink {
    /// A link to `value`'s registered destination, or its label as a link to nowhere.
    static func valueLink(to value: AnyHashable?, label: ResolvedNode, in context: _ResolveContext) -> ResolvedNode {
        let registry = context.environment.navigationDestinations
        guard let value, let builder = registry.builders[ObjectIdentifier(type(of: value.base))],
              let built = builder(value) else {
            // Drawn as the control it is, with no page to lead to.
            return ResolvedNode(.button(ResolvedButton(role: nil)), children: [label])
        }
        let tree = resolveDestination(built.view, in: context)
        let name = destinationName(title: tree.title, type: built.type)
        return ResolvedNode(.navigationLink(ResolvedDestination(name: name, tree: tree)), children: [label])
    }
}

/// Registers a destination for values of one type, for the links below it.
public struct _NavigationDestinationModifier: ViewModifier {
    public typealias Body = Never
    /// Adds the builder; it is given the environment the modifier is resolved in, the one the
    /// view that wrote the destination reads its `@Environment` properties from.
    let register: (inout DestinationRegistry, EnvironmentValues) -> Void

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context.modifyingEnvironment { modifier.register(&$0.navigationDestinations, context.environment) })
    }
}

extension View {
    /// Associates a destination view with values of a type, for the value links below this view.
    ///
    /// - Parameters:
    ///   - data: The type of value the destination is for.
    ///   - destination: A view builder that creates the screen for one value; each link to a value
    ///     of this type becomes a link to the page it builds.
    /// - Returns: A view whose value links lead to those screens.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier { registry, environment in
            registry.builders[ObjectIdentifier(D.self)] = { value in
                guard let value = value.base as? D else { return nil }
                // The builder runs when a link below is resolved, after the body that wrote it has
                // returned; a closure that reads that view's `@Environment` (an `@Observable`
                // store) must read the environment that view was in, as it does in SwiftUI.
                let saved = EnvironmentValues.current
                EnvironmentValues.current = environment
                defer { EnvironmentValues.current = saved }
                return (AnyView(destination(value)), C.self)
            }
        })
    }

    /// Shown when `isPresented` is true: a snapshot shows the stack's root, so this compiles and
    /// draws nothing; its screen is not reachable from a link.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// Associates a destination with an optional binding; a page shows the stack's root, so this
    /// compiles and draws nothing, and the destination is not rendered.
    ///
    /// - Parameters:
    ///   - item: The binding that would present the destination when it holds a value.
    ///   - destination: A view builder that creates the destination for the value.
    /// - Returns: The view, unchanged.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
