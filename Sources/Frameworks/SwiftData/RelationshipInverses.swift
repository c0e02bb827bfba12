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
            owners: { ($0 as? Model)?[keyPath: inverse].map { [$0] } ?? [] })
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
            owners: { ($0 as? Model).map { [$0[keyPath: inverse]] } ?? [] })
    }

    /// A many-to-many relationship.
    public init<Owner: PersistentModel, Model: PersistentModel>(
        _ models: [Model], deleteRule: Schema.Relationship.DeleteRule, inverse: ReferenceWritableKeyPath<Model, [Owner]>,
        owner: Owner, adopt: @escaping (Owner, any PersistentModel) -> Void
    ) {
        self.init(models, deleteRule: deleteRule)
        self.inverse = _InverseLink(
            keyPath: inverse, owner: owner, held: models, adopt: adopt,
            linkForward: { for model in models { _adopt(owner, into: &model[keyPath: inverse]) } },
            owners: { ($0 as? Model)?[keyPath: inverse] ?? [] })
    }

    /// A many-to-many relationship whose other side is optional.
    public init<Owner: PersistentModel, Model: PersistentModel>(
        _ models: [Model], deleteRule: Schema.Relationship.DeleteRule, inverse: ReferenceWritableKeyPath<Model, [Owner]?>,
        owner: Owner, adopt: @escaping (Owner, any PersistentModel) -> Void
    ) {
        self.init(models, deleteRule: deleteRule)
        self.inverse = _InverseLink(
            keyPath: inverse, owner: owner, held: models, adopt: adopt,
            linkForward: { for model in models { _adopt(owner, into: &model[keyPath: inverse]) } },
            owners: { ($0 as? Model)?[keyPath: inverse] ?? [] })
    }
}

extension _InverseLink {
    init<Owner: PersistentModel, Model: PersistentModel>(
        keyPath: AnyKeyPath, owner: Owner, held: [Model], adopt: @escaping (Owner, any PersistentModel) -> Void,
        linkForward: @escaping () -> Void, owners: @escaping (any PersistentModel) -> [any PersistentModel]
    ) {
        self.init(
            keyPath: keyPath, relatedType: ObjectIdentifier(Model.self), owner: ObjectIdentifier(owner),
            held: Set(held.map { ObjectIdentifier($0) }), linkForward: linkForward, owners: owners, adopt: { adopt(owner, $0) })
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
            for model in referrers[link.keyPath]?[link.owner] ?? [] where !link.held.contains(ObjectIdentifier(model)) {
                link.adopt(model)
            }
        }
    }
}
