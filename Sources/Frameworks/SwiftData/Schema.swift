/// The model types a container holds.
public final class Schema: Sendable {
    /// The model types, in the order given.
    public let entities: [Entity]

    /// A model type of the schema, by its name.
    public struct Entity: Sendable, Hashable {
        /// The class's name.
        public let name: String
        let type: ObjectIdentifier
    }

    /// The schema's version, as given.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.version = version
        var seen: Set<ObjectIdentifier> = []
        entities = types.compactMap { type in
            seen.insert(ObjectIdentifier(type)).inserted ? Entity(name: String(describing: type), type: ObjectIdentifier(type)) : nil
        }
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// What a stored property is, as `@Attribute` describes it.
    public enum Attribute {
        /// An `@Attribute` option. The store is in memory, so these are accepted and change nothing.
        public struct Option: Sendable, Hashable {
            let name: String

            /// One model per value of the property.
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted at rest.
            public static let encrypt = Option(name: "encrypt")
            /// Kept after the model is deleted, for history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Not written to the store.
            public static let ephemeral = Option(name: "ephemeral")
            /// Not written to the store: the iOS 17 betas' spelling, which code of that time uses.
            public static let transient = Option(name: "transient")
            /// Stored through the value transformer registered under `transformerName`.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:" + transformerName) }
        }
    }

    /// What a property holding models is, as `@Relationship` describes it.
    public enum Relationship {
        /// A `@Relationship` option.
        public struct Option: Sendable, Hashable {
            let name: String
            /// One related model per value.
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models this property holds.
        public enum DeleteRule: Sendable, Hashable {
            /// They stay; only their reference to the deleted model would be cleared.
            case nullify
            /// They are deleted too.
            case cascade
            /// Deleting is refused while they exist.
            case deny
            /// Nothing is done.
            case noAction
        }
    }
}
