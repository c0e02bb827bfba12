import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues` (or any type with a
/// key-type subscript, as SwiftUI's FocusedValues and Transaction have) becomes what code wrote
/// by hand before iOS 18: a private key type whose default is the value, and a property that
/// reads and writes through the key.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let value = entry.defaultValue ?? "nil"
        return ["""
            private struct \(raw: entry.keyName): Trellis.EnvironmentKey {
                static var defaultValue: \(raw: entry.type) { \(raw: value) }
            }
            """]
    }
}

/// The parts of `var name: Type = value` that the expansion uses.
private struct Entry {
    var name: String
    var type: String
    var defaultValue: String?
    var keyName: String { "__Key_" + name }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              let binding = variable.bindings.first, variable.bindings.count == 1,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryMacroError("@Entry applies to one 'var name: Type = value'")
        }
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw EntryMacroError("@Entry needs the property's type written: 'var \(identifier.identifier.text): Type = value'")
        }
        name = identifier.identifier.text
        self.type = type
        defaultValue = binding.initializer?.value.trimmedDescription
        if defaultValue == nil, !type.hasSuffix("?") {
            throw EntryMacroError("@Entry needs a default value: 'var \(name): \(type) = value'")
        }
    }
}

struct EntryMacroError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
