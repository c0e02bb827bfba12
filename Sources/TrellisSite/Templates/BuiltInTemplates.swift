/// The page shells of BuiltIn/, compiled into the binary (SwiftPM embeds each file's bytes in
/// `PackageResources`) so `trellis render` works from any working directory and from a copied binary.
enum BuiltInTemplates {
    static let page = String(decoding: PackageResources.page_html, as: UTF8.self)
    static let index = String(decoding: PackageResources.index_html, as: UTF8.self)
}
