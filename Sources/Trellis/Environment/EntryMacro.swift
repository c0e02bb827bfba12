#if TRELLIS_PREVIEW_MACRO
/// iOS 18's shorthand for an environment value: `extension EnvironmentValues { @Entry var
/// accent: Color = .blue }` declares its key and property.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
#else
@available(*, unavailable, message: "Trellis was built without its macro target: Package.swift found no SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host); set TRELLIS_SWIFT_HOST_LIBRARIES to that folder")
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
#endif
