/// A modifier that chooses the modifier it applies from the environment it is placed in: SwiftUI
/// calls ``resolve(in:)`` with that environment and applies what it returns.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The type of modifier ``resolve(in:)`` returns.
    associatedtype ResolvedModifier: ViewModifier

    /// The modifier to apply in `environment`, the environment where this modifier is placed.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Resolves the content with the modifier that ``resolve(in:)`` returns for the environment in force.
    @MainActor
    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let resolved = modifier.resolve(in: context.environment)
        return ResolvedModifier._resolve(resolved, content: content, in: context)
    }
}
