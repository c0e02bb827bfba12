@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

// The toolchain ships SwiftSyntax's host libraries but not the SwiftCompilerPlugin module whose
// `@main` a macro package would normally use, so this is its few lines: the compiler starts the
// tool and speaks to it over stdin and stdout (each message an 8-byte little-endian length, then
// JSON), asking for macros by type name.
struct TrellisMacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "PreviewableMacro": return PreviewableMacro.self
        case "EntryMacro": return EntryMacro.self
        case "ModelMacro": return ModelMacro.self
        case "ModelPropertyMarkerMacro": return ModelPropertyMarkerMacro.self
        case "ModelActorMacro": return ModelActorMacro.self
        default: throw UnknownMacro(moduleName: moduleName, typeName: typeName)
        }
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    var moduleName: String
    var typeName: String
    var description: String { "TrellisMacros has no macro \(moduleName).\(typeName)" }
}

let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: TrellisMacroProvider())
try listener.main()
