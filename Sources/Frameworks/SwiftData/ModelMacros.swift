// Without the macro target (no SwiftSyntax host libraries), each macro is declared unavailable
// with the reason, as `#Preview` is.

#if !TRELLIS_PREVIEW_MACRO
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
#endif
/// Makes a class a SwiftData model: `PersistentModel` (so `Observable`, `Hashable` and
/// `Identifiable`), with the record a context keeps of it and the models its properties refer to.
@attached(member, names: named(_$modelRegistration), named(_$relatedModels), named(_$releaseDeletedModels))
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "TrellisMacros", type: "ModelMacro")

#if !TRELLIS_PREVIEW_MACRO
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
#endif
/// Options for a stored property; accepted so model files compile, kept in memory as written.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "TrellisMacros", type: "ModelPropertyMarkerMacro")

#if !TRELLIS_PREVIEW_MACRO
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
#endif
/// A property that holds other models; `deleteRule: .cascade` deletes them with this model.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "TrellisMacros", type: "ModelPropertyMarkerMacro")

#if !TRELLIS_PREVIEW_MACRO
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
#endif
/// A property the model does not persist: it holds no related models for a context to follow.
@attached(peer)
public macro Transient() = #externalMacro(module: "TrellisMacros", type: "ModelPropertyMarkerMacro")
