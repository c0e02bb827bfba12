extension Schema {
    /// A schema's version, as a versioned schema declares it.
    public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The schema of a versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

/// One version of an app's models, as a migration plan lists them.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next. Every store starts empty on Linux, so
/// there is never anything to migrate and no stage runs.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan.
public enum MigrationStage {
    /// A change SwiftData infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A change with code to run before and after.
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

extension ModelContainer {
    /// A container for the types of `givenSchema`; the store starts empty, so the plan has nothing to migrate.
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]
    ) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the types of `givenSchema`; the store starts empty, so the plan has nothing to migrate.
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }
}
