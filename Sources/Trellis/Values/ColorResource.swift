import Foundation

/// A color of an asset catalog as a value, as Xcode generates one for each colorset
/// (`ColorResource.brand`), so code writes `Color(.brand)` instead of `Color("BrandColor")`.
///
/// On Linux the `TrellisAssetSymbols` build-tool plugin generates those symbols from the target's
/// catalogs; the color is then looked up by its name in the catalogs the render registers.
public struct ColorResource: Hashable, Sendable {
    /// The colorset's name, as `Color("name")` would use it.
    public let name: String

    /// A color of a catalog; `bundle` is accepted as Xcode's generated code passes it, and the
    /// name is looked up in the catalogs the render registers.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The catalog color `resource` names: `Color(.brand)` is `Color("BrandColor")`.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}

