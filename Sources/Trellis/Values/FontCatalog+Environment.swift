private struct FontCatalogKey: EnvironmentKey { static let defaultValue = FontCatalog() }

extension EnvironmentValues {
    /// The brand fonts `Font.custom` finds; empty unless a render was given a font folder.
    public var fontCatalog: FontCatalog {
        get { self[FontCatalogKey.self] }
        set { self[FontCatalogKey.self] = newValue }
    }
}
