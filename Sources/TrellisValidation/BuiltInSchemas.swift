/// The RELAX NG schemas of Schemas/, compiled into the binary (SwiftPM embeds each file's bytes in
/// `PackageResources`) so validation works from a copied or installed `trellis` with no resource
/// bundle beside it. The validator resolves their `<include>`s among these texts when it compiles
/// them (SchemaAssembly.swift). `BuiltInSchemaTests` fails when a file of Schemas/ is missing here.
enum BuiltInSchemas {
    /// Each schema file in Schemas/, by file name.
    static let files: [String: String] = [
        "svg-subset.rng": String(decoding: PackageResources.svg_subset_rng, as: UTF8.self),
        "trellis-html.rng": String(decoding: PackageResources.trellis_html_rng, as: UTF8.self),
        "trellis-svg.rng": String(decoding: PackageResources.trellis_svg_rng, as: UTF8.self),
    ]
}
