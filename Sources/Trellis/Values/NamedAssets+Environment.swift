private struct NamedAssetsKey: EnvironmentKey { static let defaultValue = NamedAssets() }

extension EnvironmentValues {
    /// What `Image("name")` and `Color("name")` resolve to; empty unless a render registers a catalog.
    public var namedAssets: NamedAssets {
        get { self[NamedAssetsKey.self] }
        set { self[NamedAssetsKey.self] = newValue }
    }
}
