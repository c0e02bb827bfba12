import Foundation

/// An image of an asset catalog as a value, as Xcode generates one for each imageset
/// (`ImageResource.logo`), so code writes `Image(.logo)` instead of `Image("Logo")`.
///
/// On Linux the `TrellisAssetSymbols` build-tool plugin generates those symbols from the target's
/// catalogs; the image is then looked up by its name in the catalogs the render registers.
public struct ImageResource: Hashable, Sendable {
    /// The imageset's name, as `Image("name")` would use it.
    public let name: String

    /// An image of a catalog; `bundle` is accepted as Xcode's generated code passes it, and the
    /// name is looked up in the catalogs the render registers.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The catalog image `resource` names: `Image(.logo)` is `Image("Logo")`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }

    /// A catalog image that assistive technologies skip.
    public init(decorative resource: ImageResource) {
        self.init(decorative: resource.name)
    }
}
