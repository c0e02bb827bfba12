import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Item { … }` makes the class a SwiftData model: it conforms to
/// `PersistentModel` (which is `Observable`, `Hashable` and `Identifiable`), carries the record a
/// context keeps of it, and lists the models its stored properties hold, with each one's delete
/// rule, so that inserting a model inserts what it refers to and deleting it follows `.cascade`.
///
/// The expansion names only `SwiftData.` declarations, which a file that writes `@Model` imports.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw ModelMacroError("@Model applies to a class: SwiftData models are reference types")
        }
        let related = storedProperties(of: declaration).map { property in
            guard let inverse = property.inverse else {
                return "SwiftData._RelatedModels(self.\(property.name), deleteRule: \(property.deleteRule))"
            }
            // The inverse side is kept in step by the context: it reads and sets the other model's
            // property through the key path, and adds to this one through `adopt`.
            return """
                SwiftData._RelatedModels(SwiftData._models(heldBy: self.\(property.name)), deleteRule: \(property.deleteRule), \
                inverse: \(inverse), owner: self, adopt: { owner, model in SwiftData._adopt(model, into: &owner.\(property.name)) })
                """
        }
        // Only variables can drop a deleted model; each is written only when it holds one, so
        // a property's observers run only then.
        let releases = storedProperties(of: declaration).filter(\.isVariable).map { property in
            "if SwiftData._holdsDeletedModels(self.\(property.name)) { SwiftData._releaseDeletedModels(&self.\(property.name)) }"
        }
        return [
            "public let _$modelRegistration = SwiftData._ModelRegistration()",
            """
            public var _$relatedModels: [SwiftData._RelatedModels] {
                [\(raw: related.joined(separator: ", "))]
            }
            """,
            """
            public func _$releaseDeletedModels() {
                \(raw: releases.joined(separator: "\n"))
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }

    /// The stored instance properties a model persists: not static, not computed, not lazy, not
    /// `@Transient`. A relationship's delete rule is what its `@Relationship` says, `.nullify` by default.
    private static func storedProperties(of declaration: some DeclGroupSyntax) -> [(name: String, deleteRule: String, inverse: String?, isVariable: Bool)] {
        declaration.memberBlock.members.flatMap { member -> [(name: String, deleteRule: String, inverse: String?, isVariable: Bool)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { attributeName($0) == "Transient" }) else { return [] }
            let relationship = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { attributeName(.attribute($0)) == "Relationship" }
            let arguments = relationship?.arguments?.as(LabeledExprListSyntax.self)
            let deleteRule = arguments?.first { $0.label?.text == "deleteRule" }?.expression.trimmedDescription ?? ".nullify"
            let inverse = (arguments?.first { $0.label?.text == "inverse" }?.expression.trimmedDescription).flatMap { $0 == "nil" ? nil : $0 }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isStored(binding) else { return nil }
                return (name, deleteRule, inverse, variable.bindingSpecifier.tokenKind == .keyword(.var))
            }
        }
    }

    /// A binding with no accessors, or only observers, stores its value.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return nil }
        return name.split(separator: ".").last.map(String.init)
    }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient` mark a model's properties; `@Model` reads
/// them where it lists the stored properties, and they add nothing themselves.
public struct ModelPropertyMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

struct ModelMacroError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `@ModelActor actor Importer {}` gives the actor a container, a context of its own and
/// `init(modelContainer:)`, and conforms it to `ModelActor`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw ModelMacroError("@ModelActor applies to an actor")
        }
        return [
            "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "public nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            public init(modelContainer: SwiftData.ModelContainer) {
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}
