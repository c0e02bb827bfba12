/// The other side of a relationship that names its `inverse:`, as the context keeps it in step:
/// each model this side holds refers back to the owner (`linkForward`), and each model that
/// refers to the owner is held by this side (`adopt`, for the models `owners` says refer to it).
/// Not for use by hand.
public struct _InverseLink {
    /// The inverse property, which identifies the relationship.
    let keyPath: AnyKeyPath
    /// The class of the models on the other side.
    let relatedType: ObjectIdentifier
    /// The model that declares the relationship.
    let owner: ObjectIdentifier
    /// The models this side holds now.
    let held: Set<ObjectIdentifier>
    /// Makes every model this side holds refer back to the owner.
    let linkForward: () -> Void
    /// The models a model of the other side refers to through the inverse property.
    let owners: (any PersistentModel) -> [any PersistentModel]
    /// Adds a model of the other side to this side.
    let adopt: (any PersistentModel) -> Void
    /// Makes a model of the other side stop referring to the owner, when it was taken off this side.
    let detach: (any PersistentModel) -> Void
    /// The owner's record, which keeps what this side held when the context last linked it.
    let registration: _ModelRegistration
}

extension _RelatedModels {
    /// A relationship whose inverse is to-one and optional, the usual parent of a to-many side.
    public init<Owner: PersistentModel, Model: PersistentModel>(
        _ models: [Model], deleteRule: Schema.Relationship.DeleteRule, inverse: ReferenceWritableKeyPath<Model, Owner?>,
        owner: Owner, adopt: @escaping (Owner, any PersistentModel) -> Void
    ) {
        self.init(models, deleteRule: deleteRule)
        self.inverse = _InverseLink(
            keyPath: inverse, owner: owner, held: models, adopt: adopt,
            linkForward: { for model in models where model[keyPath: inverse] !== owner { model[keyPath: inverse] = owner } },
            owners: { ($0 as? Model)?[keyPath: inverse].map { [$0] } ?? [] },
            detach: { if let model = $0 as? Model, model[keyPath: inverse] === owner { model[keyPath: inverse] = nil } })
    }

    /// A relationship whose inverse is to-one and always set.
    public init<Owner: PersistentModel, Model: PersistentModel>(
        _ models: [Model], deleteRule: Schema.Relationship.DeleteRule, inverse: ReferenceWritableKeyPath<Model, Owner>,
        owner: Owner, adopt: @escaping (Owner, any PersistentModel) -> Void
    ) {
        self.init(models, deleteRule: deleteRule)
        self.inverse = _InverseLink(
            keyPath: inverse, owner: owner, held: models, adopt: adopt,
            linkForward: { for model in models where model[keyPath: inverse] !== owner { model[keyPath: inverse] = owner } },
            owners: { ($0 as? Model).map { [$0[keyPath: inverse]] } ?? [] },
            // A non-optional reference cannot be cleared; the other model keeps it, as it must.
            detach: { _ in })
    }

    /// A many-to-many relationship, whose other side is an array of models or an optional one.
    public init<Owner: PersistentModel, Model: PersistentModel, Inverse: _ToManyModels>(
        _ models: [Model], deleteRule: Schema.Relationship.DeleteRule, inverse: ReferenceWritableKeyPath<Model, Inverse>,
        owner: Owner, adopt: @escaping (Owner, any PersistentModel) -> Void
    ) where Inverse.Model == Owner {
        self.init(models, deleteRule: deleteRule)
        self.inverse = _InverseLink(
            keyPath: inverse, owner: owner, held: models, adopt: adopt,
            linkForward: { for model in models { model[keyPath: inverse]._adopt(owner) } },
            owners: { ($0 as? Model)?[keyPath: inverse]._models ?? [] },
            detach: { ($0 as? Model)?[keyPath: inverse]._detach(owner) })
    }
}

/// The value of a to-many property on the other side of a many-to-many relationship: an array of
/// models or an optional one. Not for use by hand.
public protocol _ToManyModels {
    associatedtype Model: PersistentModel
    /// The models the property holds.
    var _models: [Model] { get }
    /// Adds `model` unless the property holds it.
    mutating func _adopt(_ model: Model)
    /// Takes `model` off the property.
    mutating func _detach(_ model: Model)
}

extension Array: _ToManyModels where Element: PersistentModel {
    public var _models: [Element] { self }

    public mutating func _adopt(_ model: Element) {
        if !contains(where: { $0 === model }) { append(model) }
    }

    public mutating func _detach(_ model: Element) {
        removeAll { $0 === model }
    }
}

extension Optional: _ToManyModels where Wrapped: _ToManyModels & ExpressibleByArrayLiteral {
    public var _models: [Wrapped.Model] { self?._models ?? [] }

    public mutating func _adopt(_ model: Wrapped.Model) {
        var models = self ?? []
        models._adopt(model)
        self = models
    }

    public mutating func _detach(_ model: Wrapped.Model) {
        self?._detach(model)
    }
}

extension _InverseLink {
    init<Owner: PersistentModel, Model: PersistentModel>(
        keyPath: AnyKeyPath, owner: Owner, held: [Model], adopt: @escaping (Owner, any PersistentModel) -> Void,
        linkForward: @escaping () -> Void, owners: @escaping (any PersistentModel) -> [any PersistentModel],
        detach: @escaping (any PersistentModel) -> Void
    ) {
        self.init(
            keyPath: keyPath, relatedType: ObjectIdentifier(Model.self), owner: ObjectIdentifier(owner),
            held: Set(held.map { ObjectIdentifier($0) }), linkForward: linkForward, owners: owners, adopt: { adopt(owner, $0) },
            detach: detach, registration: owner._$modelRegistration)
    }
}

/// The models a relationship property holds, whatever its shape. Not for use by hand.
public func _models<Model: PersistentModel>(heldBy value: [Model]) -> [Model] { value }
/// The models an optional to-many property holds. Not for use by hand.
public func _models<Model: PersistentModel>(heldBy value: [Model]?) -> [Model] { value ?? [] }
/// The model an optional to-one property holds. Not for use by hand.
public func _models<Model: PersistentModel>(heldBy value: Model?) -> [Model] { value.map { [$0] } ?? [] }
/// The model a to-one property holds. Not for use by hand.
public func _models<Model: PersistentModel>(heldBy value: Model) -> [Model] { [value] }

/// Adds `model` to a to-many property unless it holds it. Not for use by hand.
public func _adopt<Model: PersistentModel>(_ model: any PersistentModel, into property: inout [Model]) {
    guard let model = model as? Model, !property.contains(where: { $0 === model }) else { return }
    property.append(model)
}

/// Adds `model` to an optional to-many property unless it holds it. Not for use by hand.
public func _adopt<Model: PersistentModel>(_ model: any PersistentModel, into property: inout [Model]?) {
    var models = property ?? []
    _adopt(model, into: &models)
    property = models
}

/// Sets a to-one property to `model`. Not for use by hand.
public func _adopt<Model: PersistentModel>(_ model: any PersistentModel, into property: inout Model?) {
    if let model = model as? Model { property = model }
}

/// Sets a to-one property to `model`. Not for use by hand.
public func _adopt<Model: PersistentModel>(_ model: any PersistentModel, into property: inout Model) {
    if let model = model as? Model { property = model }
}

extension ModelContext {
    /// Sets the other side of every relationship that names its inverse: the models one side holds
    /// refer back to its owner, and the models that refer to an owner are held by it.
    func linkInverses(of models: [any PersistentModel]) {
        let links = models.flatMap { $0._$relatedModels.compactMap(\.inverse) }
        guard !links.isEmpty else { return }
        // What a side held when last linked and holds no longer was taken off it: those models
        // stop referring to the owner, rather than being added back below.
        for link in links {
            let removed = (link.registration.linkedModels[link.keyPath] ?? []).subtracting(link.held)
            guard !removed.isEmpty else { continue }
            for model in models where removed.contains(ObjectIdentifier(model)) { link.detach(model) }
        }
        for link in links { link.linkForward() }
        // Each inverse property's models grouped by the model they refer to, once per property.
        var referrers: [AnyKeyPath: [ObjectIdentifier: [any PersistentModel]]] = [:]
        for link in links where referrers[link.keyPath] == nil {
            var groups: [ObjectIdentifier: [any PersistentModel]] = [:]
            for model in models where ObjectIdentifier(type(of: model)) == link.relatedType {
                for owner in link.owners(model) { groups[ObjectIdentifier(owner), default: []].append(model) }
            }
            referrers[link.keyPath] = groups
        }
        for link in links {
            var held = link.held
            for model in referrers[link.keyPath]?[link.owner] ?? [] where !held.contains(ObjectIdentifier(model)) {
                link.adopt(model)
                held.insert(ObjectIdentifier(model))
            }
            link.registration.linkedModels[link.keyPath] = held
        }
    }
}

/// Whether a property holds a deleted model: never, for a property that holds no models. Not for use by hand.
public func _holdsDeletedModels<Value>(_ value: Value) -> Bool { false }
/// Whether a to-many property holds a deleted model. Not for use by hand.
public func _holdsDeletedModels<Model: PersistentModel>(_ value: [Model]) -> Bool { value.contains(where: \.isDeleted) }
/// Whether an optional to-many property holds a deleted model. Not for use by hand.
public func _holdsDeletedModels<Model: PersistentModel>(_ value: [Model]?) -> Bool { value?.contains(where: \.isDeleted) ?? false }
/// Whether an optional to-one property holds a deleted model. Not for use by hand.
public func _holdsDeletedModels<Model: PersistentModel>(_ value: Model?) -> Bool { value?.isDeleted ?? false }

/// Nothing to drop from a property that holds no models. Not for use by hand.
public func _releaseDeletedModels<Value>(_ value: inout Value) {}
/// Drops deleted models from a to-many property. Not for use by hand.
public func _releaseDeletedModels<Model: PersistentModel>(_ value: inout [Model]) { value.removeAll(where: \.isDeleted) }
/// Drops deleted models from an optional to-many property. Not for use by hand.
public func _releaseDeletedModels<Model: PersistentModel>(_ value: inout [Model]?) { value?.removeAll(where: \.isDeleted) }
/// Clears an optional to-one property that holds a deleted model. Not for use by hand.
public func _releaseDeletedModels<Model: PersistentModel>(_ value: inout Model?) {
    if value?.isDeleted == true { value = nil }
}
