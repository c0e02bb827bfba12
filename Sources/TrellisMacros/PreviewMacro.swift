import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(name, traits: …) { body }` becomes one record in the executable's `trellis_previews`
/// section: a C function, with no captures, that builds the `Trellis.Preview` from the arguments
/// as written and the place the macro is written. `Preview.all` reads the section, so a preview
/// is named nowhere but in its own `#Preview`.
///
/// A record rather than a named type because nothing on Linux lists a module's types at run time
/// without private runtime entry points; the linker, though, gathers a section from every object
/// file and bounds it with symbols C can read.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw PreviewMacroError("#Preview can only be written at file scope, outside any type or function")
        }
        var arguments = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        var lifted: PreviewableLifting.Lifted?
        if let body = node.trailingClosure {
            lifted = PreviewableLifting.lift(body, in: context)
            arguments.append("body: " + (lifted.map { "{ \($0.typeName)() }" } ?? body.trimmedDescription))
        }
        guard !node.additionalTrailingClosures.contains(where: { _ in true }) else {
            throw PreviewMacroError("#Preview takes one trailing closure, its body")
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw PreviewMacroError("#Preview could not tell where it is written")
        }
        let record = context.makeUniqueName("trellisPreview")
        // The tag and version are literals, as a section's contents must be constant; they match
        // `Preview._recordTag` and `_recordVersion`. Object formats other than ELF get no record,
        // since only ELF linkers bound the section for `Preview.all` to read.
        return (lifted.map { [$0.declaration] } ?? []) + [
            """
            #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
            @used @section("trellis_previews")
            private nonisolated let \(record): Trellis._PreviewRecord = (0x5452_5056, 1, { slot in
                slot.initializeMemory(
                    as: Trellis.Preview.self,
                    to: Trellis.Preview(\(raw: arguments.joined(separator: ", ")))._located(
                        fileID: \(location.file), line: \(location.line), column: \(location.column)))
            })
            #endif
            """,
        ]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
