import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable` inside `#Preview { … }`, as SwiftUI expands it: the body's tagged declarations
/// (`@Previewable @State var isOn = true`) become the stored properties of a view made for the
/// preview, and the body's other statements become that view's `body`, so state declared in a
/// preview keeps its initial value and hands out bindings (`$isOn`) as a view's state does.
/// The preview then shows that view.
enum PreviewableLifting {
    struct Lifted {
        var typeName: String
        var declaration: DeclSyntax
    }

    static func lift(_ body: ClosureExprSyntax, in context: some MacroExpansionContext) -> Lifted? {
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), let stripped = withoutPreviewable(variable) {
                properties.append(stripped.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        let typeName = context.makeUniqueName("TrellisPreviewable").text
        let declaration: DeclSyntax = """
            @MainActor
            private struct \(raw: typeName): Trellis.View {
                \(raw: properties.joined(separator: "\n"))

                var body: some Trellis.View {
                    \(raw: statements.joined(separator: "\n"))
                }
            }
            """
        return Lifted(typeName: typeName, declaration: declaration)
    }

    /// The declaration without its `@Previewable`, or nil if it has none.
    private static func withoutPreviewable(_ variable: VariableDeclSyntax) -> VariableDeclSyntax? {
        var found = false
        let kept = variable.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            let name = attribute.attributeName.trimmedDescription
            let isPreviewable = name == "Previewable" || name.hasSuffix(".Previewable")
            found = found || isPreviewable
            return !isPreviewable
        }
        guard found else { return nil }
        return variable.with(\.attributes, kept)
    }
}

/// `@Previewable` itself adds nothing: `#Preview` reads the tag (PreviewableLifting).
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
