import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The classes Xcode generates for the entities of a Core Data model (`.xcdatamodeld`) whose
/// codegen is "Class Definition", written for Linux: the whole file is inside `#if os(Linux)`,
/// since on Apple's platforms Xcode generates its own.
///
/// Each entity is a `public class` of `NSManagedObject` (or its parent entity's class) with a
/// property per attribute and relationship, typed as Xcode types them (`String?`, `Date?`,
/// `NSDecimalNumber?`, `Int16`, `Bool`, `NSSet?` for a to-many), `fetchRequest()`, and the
/// `addTo…`/`removeFrom…` accessors of each to-many relationship. Linux's Foundation cannot link
/// `@NSManaged` (its accessors come from the Objective-C runtime), so the properties are stored,
/// starting at the model's default value. Entities whose codegen is "Category/Extension" or
/// "Manual/None" get nothing: the app declares the class, and an extension can't add storage.
struct DataModelClasses {
    struct Attribute {
        var name: String
        var type: String
        var isScalar: Bool
        var defaultValue: String?
        var customClass: String?
    }

    struct Relationship {
        var name: String
        var destination: String
        var isToMany: Bool
        var isOrdered: Bool
    }

    struct Entity {
        var name: String
        var className: String
        var parent: String?
        var generatesClass: Bool
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    struct ModelError: Error, CustomStringConvertible {
        var file: String
        var reason: String
        var description: String { "\(file): \(reason)" }
    }

    var entities: [Entity] = []

    /// Reads the current version of each model (`.xcdatamodeld`, or one `.xcdatamodel`).
    init(models: [URL]) throws {
        for model in models { try read(Self.currentVersion(of: model)) }
        entities.sort { $0.className < $1.className }
    }

    /// The version `.xccurrentversion` names, else the last `.xcdatamodel` by name.
    static func currentVersion(of model: URL) throws -> URL {
        guard model.pathExtension == "xcdatamodeld" else { return model }
        let marker = model.appendingPathComponent(".xccurrentversion")
        if let data = FileManager.default.contents(atPath: marker.path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String {
            return model.appendingPathComponent(name)
        }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: model.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
        guard let last = versions.last else { throw ModelError(file: model.path, reason: "holds no .xcdatamodel version") }
        return model.appendingPathComponent(last)
    }

    private mutating func read(_ version: URL) throws {
        let file = version.appendingPathComponent("contents")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ModelError(file: file.path, reason: "is missing")
        }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), parser.parserError == nil else {
            throw ModelError(file: file.path, reason: "line \(parser.lineNumber): not well-formed XML")
        }
        entities += reader.entities
    }

    final class Reader: NSObject, XMLParserDelegate {
        var entities: [Entity] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "entity":
                guard let entity = attributes["name"] else { return }
                entities.append(Entity(
                    name: entity, className: attributes["representedClassName"] ?? entity, parent: attributes["parentEntity"],
                    generatesClass: attributes["codeGenerationType"] == "class"))
            case "attribute":
                guard let property = attributes["name"], !entities.isEmpty else { return }
                entities[entities.count - 1].attributes.append(Attribute(
                    name: property, type: attributes["attributeType"] ?? "Undefined",
                    isScalar: attributes["usesScalarValueType"] != "NO", defaultValue: attributes["defaultValueString"],
                    customClass: attributes["customClassName"]))
            case "relationship":
                guard let property = attributes["name"], let destination = attributes["destinationEntity"], !entities.isEmpty else { return }
                entities[entities.count - 1].relationships.append(Relationship(
                    name: property, destination: destination, isToMany: attributes["toMany"] == "YES", isOrdered: attributes["ordered"] == "YES"))
            default:
                return
            }
        }
    }

    /// The Swift type and initial value Xcode's codegen gives an attribute.
    static func declaration(of attribute: Attribute) -> (type: String, initial: String?) {
        let value = attribute.defaultValue
        func number(_ type: String, zero: String) -> (String, String?) {
            attribute.isScalar ? (type, value.flatMap { Double($0) != nil ? $0 : nil } ?? zero) : ("NSNumber?", nil)
        }
        switch attribute.type {
        case "Integer 16": return number("Int16", zero: "0")
        case "Integer 32": return number("Int32", zero: "0")
        case "Integer 64": return number("Int64", zero: "0")
        case "Double": return number("Double", zero: "0")
        case "Float": return number("Float", zero: "0")
        case "Boolean":
            return attribute.isScalar ? ("Bool", value == "YES" ? "true" : "false") : ("NSNumber?", nil)
        case "String": return ("String?", value.map(literal))
        case "Decimal": return ("NSDecimalNumber?", value.map { "NSDecimalNumber(string: \(literal($0)))" })
        case "Date": return ("Date?", nil)
        case "Binary": return ("Data?", nil)
        case "UUID": return ("UUID?", nil)
        case "URI": return ("URL?", nil)
        case "Transformable": return ((attribute.customClass ?? "NSObject") + "?", nil)
        case "ObjectID": return ("NSManagedObjectID?", nil)
        default: return ("NSObject?", nil)
        }
    }

    /// The Swift file, deterministic: entities by class name, properties in the model's order.
    var source: String {
        let classNames = Dictionary(entities.map { ($0.name, $0.className) }) { first, _ in first }
        var lines = [
            "// Generated by TrellisDataModelClasses from the target's Core Data models; do not edit.",
            "// On Apple's platforms Xcode generates these classes itself.",
            "#if os(Linux)",
            "import CoreData",
            "import Foundation",
        ]
        for entity in entities where entity.generatesClass {
            let parent = entity.parent.flatMap { classNames[$0] } ?? "NSManagedObject"
            lines += ["", "public class \(entity.className): \(parent) {"]
            for attribute in entity.attributes {
                let (type, initial) = Self.declaration(of: attribute)
                lines.append("    public var \(Self.identifier(attribute.name)): \(type)" + (initial.map { " = \($0)" } ?? ""))
            }
            for relationship in entity.relationships {
                let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet" : "NSSet") : classNames[relationship.destination] ?? relationship.destination
                lines.append("    public var \(Self.identifier(relationship.name)): \(type)?")
            }
            lines += ["}", "", "extension \(entity.className) {"]
            lines += [
                "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {",
                "        NSFetchRequest<\(entity.className)>(entityName: \(Self.literal(entity.name)))",
                "    }",
            ]
            for relationship in entity.relationships where relationship.isToMany {
                lines += Self.accessors(of: relationship, destination: classNames[relationship.destination] ?? relationship.destination)
            }
            lines.append("}")
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// `addToTrips(_:)` and `removeFromTrips(_:)`, for one object and for a set, as Xcode names them.
    static func accessors(of relationship: Relationship, destination: String) -> [String] {
        let property = identifier(relationship.name)
        let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let (set, mutable) = relationship.isOrdered ? ("NSOrderedSet", "NSMutableOrderedSet") : ("NSSet", "NSMutableSet")
        let initializer = relationship.isOrdered ? "orderedSet" : "set"
        return [
            "",
            "    public func addTo\(suffix)(_ value: \(destination)) {",
            "        let values = \(mutable)(\(initializer): \(property) ?? \(set)()); values.add(value); \(property) = values",
            "    }",
            "",
            "    public func removeFrom\(suffix)(_ value: \(destination)) {",
            "        let values = \(mutable)(\(initializer): \(property) ?? \(set)()); values.remove(value); \(property) = values",
            "    }",
            "",
            "    public func addTo\(suffix)(_ values: \(set)) {",
            "        let all = \(mutable)(\(initializer): \(property) ?? \(set)()); for value in values { all.add(value) }; \(property) = all",
            "    }",
            "",
            "    public func removeFrom\(suffix)(_ values: \(set)) {",
            "        let all = \(mutable)(\(initializer): \(property) ?? \(set)()); for value in values { all.remove(value) }; \(property) = all",
            "    }",
        ]
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A property name as Swift spells it: a keyword in backquotes.
    static func identifier(_ name: String) -> String {
        ["class", "default", "extension", "func", "import", "in", "init", "internal", "operator", "protocol", "public",
         "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "var", "where", "while", "let", "for", "if", "is", "as", "case", "do", "else", "enum", "private"]
            .contains(name) ? "`\(name)`" : name
    }
}
