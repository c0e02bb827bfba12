/// An actor that works on a container's models through a context of its own; `@ModelActor`
/// makes an actor one.
public protocol ModelActor: Actor {
    /// The container whose models the actor works on.
    nonisolated var modelContainer: ModelContainer { get }
    /// What holds the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context of its container.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// Holds the context a model actor works through.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The actor's context.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: its context. The actor runs on its own default
/// executor, which already serializes the work the context sees.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    // Only the owning actor reads the context (through `modelContext` on `ModelActor`, which is
    // actor-isolated), so it never crosses threads at once.
    public let modelContext: ModelContext

    /// An executor for `modelContext`.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

#if !TRELLIS_PREVIEW_MACRO
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
#endif
/// Makes an actor a ``ModelActor`` with `init(modelContainer:)`, working through a context of its own.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "TrellisMacros", type: "ModelActorMacro")
