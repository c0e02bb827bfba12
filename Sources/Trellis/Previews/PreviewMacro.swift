#if TRELLIS_PREVIEW_MACRO
/// A preview of a view, written as in SwiftUI. Each expands to a record that `Preview.all` finds,
/// so the previews of an executable become pages with no list to keep (`SitePage.previews()`).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A preview of a view with one or more traits, written as in SwiftUI:
/// `#Preview("Badge", traits: .sizeThatFitsLayout) { Badge() }`.
///
/// The last layout trait decides how the page lays the view out; orientation traits are recorded
/// but don't turn the canvas, which comes from `--canvas`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Tags a variable at the top of a `#Preview` body (`@Previewable @State var isOn = true`): the
/// preview becomes a view with that variable as its property, so dynamic properties work inline.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
#else
/// A preview of a view, as in SwiftUI. Unavailable in this build: the macro needs the compiler's
/// SwiftSyntax host libraries, which Package.swift didn't find (its message says how to point to
/// them).
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A preview of a view with traits, as in SwiftUI. Unavailable in this build, for the same reason
/// as the form without traits.
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
#endif
